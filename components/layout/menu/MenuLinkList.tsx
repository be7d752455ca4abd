import { cx } from '@/components/common/cx';
import type { MenuItem } from '@/lib/wordpress/types/layout';
import { MenuLink } from '../MenuLink';
import styles from './menu.module.css';

/** A column's links, as the mega-menu and the footer both list them under a column heading. */
export function MenuLinkList({
  links,
  className,
}: {
  links: readonly MenuItem[];
  className?: string;
}) {
  return (
    <ul className={cx(styles.list, className)}>
      {links.map((link) => (
        <li key={link.id}>
          <MenuLink uri={link.uri} target={link.target} className={styles.link}>
            {link.label}
          </MenuLink>
        </li>
      ))}
    </ul>
  );
}
