import type { GetServerSideProps } from 'next';
import { ContentPage } from '@/components/views/ContentPage';
import { withRequestAnswers } from '@/components/views/withRequestAnswers';
import type { ContentPageProps } from '@/lib/routing/content-page-props';
import { loadContentPage, revalidateSeconds } from '@/lib/routing/content-route-loader';
import { contentUriFromSegments, requestPathFromSegments } from '@/lib/routing/content-uri';
import { askedForDirectly } from '@/lib/routing/internal-route';
import { decodePageState } from '@/lib/routing/page-state';
import { type PerRequestPageProps, perRequestProps } from '@/lib/routing/per-request-props';
import { PAGED_ROUTE } from '@/lib/wordpress/config/next-site-config';

/**
 * A content path asked for with `?q=` (a listing's later page), rewritten here by next.config:
 * rendered on each request because `q` is unbounded visitor input, which static regeneration
 * would cache once per value. A bad `q` is the first page. Asked for by its own address
 * (`/~paged/…`) it is the site's 404, before any redirect or WordPress request
 * (lib/routing/internal-route.ts).
 */
export const getServerSideProps: GetServerSideProps<
  PerRequestPageProps<ContentPageProps>,
  { uri?: string[] }
> = async (context) => {
  // Page data is let through: Next's client router resolves the rewrite in the browser and asks
  // for the destination's data (`/_next/data/…/~paged/….json?q=…`) on a click to a later page.
  // Only with the `q` the rewrite requires: without it the data would be an ordinary page's,
  // rendered per request where its own address is served from the static cache.
  const pageData = context.req.headers['x-nextjs-data'] !== undefined;
  if (askedForDirectly(context.req.url, PAGED_ROUTE) && !(pageData && 'q' in context.query)) {
    return { notFound: true };
  }
  const uri = context.params?.uri;
  return perRequestProps<ContentPageProps>(
    context,
    { path: requestPathFromSegments(uri), routeParams: ['uri'] },
    async () => {
      const { offset } = decodePageState(context.query.q);
      const props = await loadContentPage(contentUriFromSegments(uri), offset, context.locale);
      if (!props) return { notFound: true };
      const seconds = revalidateSeconds();
      context.res.setHeader(
        'Cache-Control',
        `public, s-maxage=${seconds}, stale-while-revalidate=${seconds}`,
      );
      return { props };
    },
  );
};

export default withRequestAnswers(ContentPage);
