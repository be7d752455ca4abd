import type { GetServerSideProps } from 'next';
import { ContentPage } from '@/components/views/ContentPage';
import type { ContentPageProps } from '@/lib/routing/content-page-props';
import { loadContentPage, revalidateSeconds } from '@/lib/routing/content-route-loader';
import { contentUriFromSegments } from '@/lib/routing/content-uri';
import { decodePageState } from '@/lib/routing/page-state';

/**
 * A content path asked for with `?q=` (a listing's later page), rewritten here by next.config:
 * rendered on each request because `q` is unbounded visitor input, which static regeneration
 * would cache once per value. A bad `q` is the first page.
 */
export const getServerSideProps: GetServerSideProps<ContentPageProps, { uri?: string[] }> = async ({
  params,
  query,
  res,
}) => {
  const { offset } = decodePageState(query.q);
  const props = await loadContentPage(contentUriFromSegments(params?.uri), offset);
  if (!props) return { notFound: true };
  const seconds = revalidateSeconds();
  res.setHeader('Cache-Control', `public, s-maxage=${seconds}, stale-while-revalidate=${seconds}`);
  return { props };
};

export default ContentPage;
