import type { Image, MenuItem } from '@/lib/wordpress/types/layout';
import { useT } from '@/lib/i18n/useT';
import { LogoLink } from '../LogoLink';
import { MenuLink } from '../MenuLink';
import { buildMenuTree } from '../menu/buildMenuTree';
import { MenuLinkList } from '../menu/MenuLinkList';
import { menuHref } from '../menu/menuHref';
import { copyrightOwner } from './copyrightOwner';
import styles from './footer.module.css';
import { LocaleSwitcher } from './LocaleSwitcher';

interface FooterProps {
  siteName: string;
  logo: Image | null | undefined;
  menu: readonly MenuItem[];
  copyright: string | null | undefined;
}

/**
 * The logo (60 px high: a square logo is the footer's 60x60, a wider one keeps its proportions up
 * to 240 px wide, so a wordmark stays readable), one column per top-level footer-menu item with its
 * children as links, the copyright line with the current year, and the locale switcher. Content at
 * most `sizes.content` wide.
 */
export function Footer({ siteName, logo, menu, copyright }: FooterProps) {
  const t = useT();
  const columns = buildMenuTree(menu, 2);
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.body}>
        <div className={styles.top}>
          <div className={styles.logo}>
            <LogoLink image={logo} siteName={siteName} height={60} maxWidth={240} />
          </div>
          {columns.length > 0 && (
            <nav aria-label={t('footer.navigation')}>
              <ul className={styles.columns}>
                {columns.map((column) => (
                  <li key={column.id}>
                    <h2 className={styles.columnHeading}>
                      {menuHref(column.uri) === '#' ? (
                        column.label
                      ) : (
                        <MenuLink
                          uri={column.uri}
                          target={column.target}
                          className={styles.columnLink}
                        >
                          {column.label}
                        </MenuLink>
                      )}
                    </h2>
                    <MenuLinkList links={column.children} />
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            {t('footer.copyright', {
              year: String(year),
              owner: copyrightOwner(copyright, siteName),
            }).trim()}
          </p>
          <LocaleSwitcher />
        </div>
      </div>
    </footer>
  );
}
