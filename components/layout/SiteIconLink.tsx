import Head from 'next/head';
import { siteIconHref } from '@/lib/site-icon/site-icon-href';
import type { LayoutData } from '@/lib/wordpress/types/layout';

/** The page's icon in its head (every page has the layout, so every page names it). */
export function SiteIconLink({ layout }: { layout: LayoutData | null | undefined }) {
  return (
    <Head>
      <link rel="icon" href={siteIconHref(layout)} key="icon" />
    </Head>
  );
}
