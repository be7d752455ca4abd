import type { GetStaticPaths, GetStaticProps } from 'next';
import { ContentPage } from '@/components/views/ContentPage';
import { siteRedirectOfStaticPage } from '@/lib/redirects/static-redirect';
import type { ContentPageProps } from '@/lib/routing/content-page-props';
import { loadContentPage, revalidateSeconds } from '@/lib/routing/content-route-loader';
import { contentUriFromSegments } from '@/lib/routing/content-uri';

/**
 * Every WordPress path, `/` included: statically generated on first request and regenerated
 * after REVALIDATE_SECONDS (ISR); no paths at build time, so building needs no WordPress.
 * Later pages of a listing (`?q=`) are rewritten to pages/~paged (server-rendered). A Yoast
 * redirect of the path, and WordPress's `/…/page/n/` address of a listing, are answered here,
 * stored like the page.
 */
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<ContentPageProps, { uri?: string[] }> = async ({
  params,
  locale,
  defaultLocale,
}) => {
  const revalidate = revalidateSeconds();
  const redirect = await siteRedirectOfStaticPage(params?.uri, locale, defaultLocale);
  if (redirect) return { ...redirect, revalidate };
  const props = await loadContentPage(contentUriFromSegments(params?.uri), 0, locale);
  return props ? { props, revalidate } : { notFound: true, revalidate };
};

export default ContentPage;
