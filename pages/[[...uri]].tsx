import type { GetStaticPaths, GetStaticProps } from 'next';
import { ContentPage } from '@/components/views/ContentPage';
import type { ContentPageProps } from '@/lib/routing/content-page-props';
import { loadContentPage, revalidateSeconds } from '@/lib/routing/content-route-loader';
import { contentUriFromSegments } from '@/lib/routing/content-uri';

/**
 * Every WordPress path, `/` included: statically generated on first request and regenerated
 * after REVALIDATE_SECONDS (ISR); no paths at build time, so building needs no WordPress.
 * Later pages of a listing (`?q=`) are rewritten to pages/~paged (server-rendered).
 */
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<ContentPageProps, { uri?: string[] }> = async ({
  params,
}) => {
  const props = await loadContentPage(contentUriFromSegments(params?.uri), 0);
  const revalidate = revalidateSeconds();
  return props ? { props, revalidate } : { notFound: true, revalidate };
};

export default ContentPage;
