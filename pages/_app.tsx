import '@/lib/next/hydrate-in-transition';
import '@/theme/fonts.css';
import '@/theme/barlow-fallback.css';
import '@/theme/generated/chakra-global.css';
import type { AppProps } from 'next/app';
import { Layout } from '@/components/layout/Layout';
import { SiteProviders } from '@/components/layout/SiteProviders';
import type { LayoutData } from '@/lib/wordpress/types/layout';

/** What every page may pass to the chrome (the pages' data contract with the layout). */
interface ChromeProps {
  layout?: LayoutData;
  stickyHeader?: boolean;
}

export default function App({ Component, pageProps }: AppProps<ChromeProps>) {
  return (
    <SiteProviders>
      <Layout layout={pageProps.layout} stickyHeader={pageProps.stickyHeader ?? true}>
        <Component {...pageProps} />
      </Layout>
    </SiteProviders>
  );
}
