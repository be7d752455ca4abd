import type { GetStaticProps } from 'next';
import { NotFoundView } from '@/components/views/NotFoundView';
import { layoutOnlyStaticProps } from '@/lib/routing/layout-or-null';
import type { LayoutData } from '@/lib/wordpress/types/layout';

interface NotFoundProps {
  layout: LayoutData | null;
}

/**
 * The 404 page, with the site's menus when WordPress answers (built once, regenerated like any
 * content page); a build without WordPress still succeeds, with the minimal chrome.
 */
export const getStaticProps: GetStaticProps<NotFoundProps> = () => layoutOnlyStaticProps('404');

export default function NotFoundPage({ layout }: NotFoundProps) {
  return <NotFoundView siteName={layout?.siteName ?? ''} />;
}
