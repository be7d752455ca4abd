import { PageView } from '@/components/pages/PageView';
import { PostListing } from '@/components/posts/PostListing';
import { PostView } from '@/components/posts/PostView';
import type { TemplateProps } from './types';

/** `index`: the last resort of every hierarchy, so it renders any kind of content. */
export default function IndexTemplate({ view }: TemplateProps) {
  switch (view.kind) {
    case 'post':
      return <PostView post={view.post} />;
    case 'page':
      return <PageView page={view.page} />;
    case 'listing':
      return <PostListing listing={view.listing} />;
  }
}
