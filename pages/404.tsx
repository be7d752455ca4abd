import type { GetStaticProps } from 'next';
import { NotFoundView } from '@/components/pages/NotFoundView';
import { getLayoutData } from '@/lib/wordpress/api';
import { siteEnv } from '@/lib/wordpress/config/site-env';
import type { LayoutData } from '@/lib/wordpress/types/layout';

interface NotFoundProps {
  layout: LayoutData | null;
}

/**
 * The 404 page, with the site's menus when WordPress answers (built once, regenerated like any
 * content page); a build without WordPress still succeeds, with the minimal chrome.
 */
export const getStaticProps: GetStaticProps<NotFoundProps> = async () => {
  const revalidate = siteEnv().revalidateSeconds;
  try {
    return { props: { layout: await getLayoutData() }, revalidate };
  } catch (error) {
    console.warn(`[404] layout unavailable: ${(error as Error).message}`);
    return { props: { layout: null }, revalidate: Math.min(revalidate, 10) };
  }
};

export default function NotFoundPage({ layout }: NotFoundProps) {
  return <NotFoundView siteName={layout?.siteName ?? ''} />;
}
