import type { GetServerSideProps } from 'next';
import { ContentPage } from '@/components/views/ContentPage';
import { withRequestAnswers } from '@/components/views/withRequestAnswers';
import type { ContentPageProps } from '@/lib/routing/content-page-props';
import { requestPathFromSegments } from '@/lib/routing/content-uri';
import { decodePageState } from '@/lib/routing/page-state';
import { type PerRequestPageProps, perRequestProps } from '@/lib/routing/per-request-props';
import { loadSearchPage } from '@/lib/routing/search-page-props';
import { searchPath } from '@/lib/routing/search-address';
import { parseSearchTerm } from '@/lib/routing/search-term';

/**
 * /search/{term}/ (the search overlay's target), rendered on each request: search terms are
 * unbounded visitor input, which static regeneration would cache once per term. The term is
 * cut to 100 characters and shown as text; `?search=` (the term as a parameter) redirects here.
 */
export const getServerSideProps: GetServerSideProps<
  PerRequestPageProps<ContentPageProps>,
  { term?: string[] }
> = (context) => {
  const term = context.params?.term;
  return perRequestProps<ContentPageProps>(
    context,
    { path: requestPathFromSegments(['search', ...(term ?? [])]), routeParams: ['term'] },
    async () => {
      const { query, res } = context;
      const fromQuery = term === undefined ? parseSearchTerm(query.search) : null;
      if (fromQuery !== null)
        return { redirect: { destination: searchPath(fromQuery), permanent: false } };
      const { offset } = decodePageState(query.q);
      const props = await loadSearchPage(parseSearchTerm(term), offset, context.locale);
      if (!props) return { notFound: true };
      res.setHeader('Cache-Control', 'public, s-maxage=30, stale-while-revalidate=60');
      return { props };
    },
  );
};

export default withRequestAnswers(ContentPage);
