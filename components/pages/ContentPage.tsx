import { RouteTransition } from '@/components/common/RouteTransition';
import { PageView } from '@/components/pages/PageView';
import { PostListing } from '@/components/posts/PostListing';
import { PostView } from '@/components/posts/PostView';
import type { ContentPageProps } from '@/lib/routing/content-page-props';
import { SeoHead } from '@/lib/seo/SeoHead';

/** Any content route: its metadata and its template (post, page or listing). */
export function ContentPage({ meta, jsonLd, view }: ContentPageProps) {
  return (
    <>
      <SeoHead meta={meta} jsonLd={jsonLd} />
      <RouteTransition>
        {view.kind === 'post' && <PostView post={view.post} />}
        {view.kind === 'page' && <PageView page={view.page} />}
        {view.kind === 'listing' && <PostListing listing={view.listing} />}
      </RouteTransition>
    </>
  );
}
