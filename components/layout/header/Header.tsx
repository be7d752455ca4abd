import { cx } from '@/components/common/cx';
import type { Image, Link } from '@/lib/wordpress/types/layout';
import { desktopOnlyClass } from '../buttons';
import { ContactUsLink } from '../ContactUsLink';
import { MobileMenu } from '../drawer/MobileMenu';
import { LogoLink } from '../LogoLink';
import type { MenuNode } from '../menu/buildMenuTree';
import { SearchOverlay } from '../search/SearchOverlay';
import { ColorModeToggle } from './ColorModeToggle';
import styles from './header.module.css';
import { MegaMenu } from './MegaMenu';

interface HeaderProps {
  siteName: string;
  logo: Image | null | undefined;
  tree: MenuNode[];
  contactUs: Link | null | undefined;
  sticky: boolean;
}

/**
 * The header: logo, main menu with mega-menus (xl and up), contact-us button, search, colour
 * mode, and below xl the hamburger for the drawer. Sticky unless the page says otherwise; content
 * at most `sizes.content` wide. It is the positioning box of the mega-menu and search panels.
 */
export function Header({ siteName, logo, tree, contactUs, sticky }: HeaderProps) {
  return (
    <header className={cx(styles.header, sticky ? styles.sticky : styles.static)}>
      <div className={styles.bar}>
        <LogoLink image={logo} siteName={siteName} height={40} maxWidth={200} priority />
        {tree.length > 0 && (
          <div className={cx(styles.menuSlot, desktopOnlyClass)}>
            <MegaMenu tree={tree} />
          </div>
        )}
        <div className={styles.actions}>
          <ContactUsLink link={contactUs} className={cx(desktopOnlyClass, styles.contactUs)} />
          <SearchOverlay siteName={siteName} />
          <ColorModeToggle />
          {tree.length > 0 && (
            <MobileMenu tree={tree} logo={logo} siteName={siteName} contactUs={contactUs} />
          )}
        </div>
      </div>
    </header>
  );
}
