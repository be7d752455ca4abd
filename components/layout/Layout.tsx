import { useMemo, useState, type ReactNode } from 'react';
import type { LayoutData } from '@/lib/wordpress/types/layout';
import { useT } from '@/lib/i18n/useT';
import { CookieNotice } from './cookie/CookieNotice';
import styles from './layout.module.css';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { PAGE_END_ID } from './pageEnd';
import { SiteIconLink } from './SiteIconLink';
import { StickyHeaderContext } from './StickyHeaderContext';
import { buildMenuTree } from './menu/buildMenuTree';
import { ToastRegion } from './toast/ToastRegion';

export const MAIN_CONTENT_ID = 'main-content';

interface LayoutProps {
  /** Absent on pages without site data (Next's error page): a minimal chrome is shown. */
  layout?: LayoutData | null;
  stickyHeader?: boolean;
  children: ReactNode;
}

/**
 * The chrome around every page: the icon in the head, skip link, header, the page as the one
 * <main> landmark, footer, cookie notice and toasts. Pages render their content only, without a <main> of their own.
 */
export function Layout({ layout, stickyHeader = true, children }: LayoutProps) {
  const t = useT();
  const headerMenu = layout?.headerMenu;
  const tree = useMemo(() => buildMenuTree(headerMenu ?? []), [headerMenu]);
  const siteName = layout?.siteName ?? '';
  const options = layout?.siteOptions;
  // The rule of content shown after the page props arrived (a preview), over the page's own.
  const [shownSticky, setShownSticky] = useState<boolean | null>(null);
  return (
    <div className={styles.page}>
      <SiteIconLink layout={layout} />
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        {t('layout.skipToContent')}
      </a>
      <Header
        siteName={siteName}
        logo={options?.logo}
        tree={tree}
        contactUs={options?.contactUsLink}
        sticky={shownSticky ?? stickyHeader}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <StickyHeaderContext.Provider value={setShownSticky}>
          {children}
        </StickyHeaderContext.Provider>
      </main>
      <Footer
        siteName={siteName}
        logo={options?.logo}
        menu={layout?.footerMenu ?? []}
        copyright={options?.footerCopyright}
      />
      <CookieNotice html={options?.cookieNoticeHtml} />
      <ToastRegion />
      <span id={PAGE_END_ID} hidden />
    </div>
  );
}
