import { useT } from '@/lib/i18n/useT';
import { MenuLink } from '../MenuLink';
import type { MenuNode } from '../menu/buildMenuTree';
import { MenuLinkList } from '../menu/MenuLinkList';
import { menuHref } from '../menu/menuHref';
import styles from './header.module.css';

interface MegaMenuPanelProps {
  id: string;
  item: MenuNode;
  open: boolean;
}

/**
 * One top-level item's panel: its children as columns, each with its own children below. The
 * item's own page comes first as 'All {label}', since its header control is the disclosure button.
 * Closed panels stay in the HTML (hidden), so every menu link is in the server-rendered page.
 */
export function MegaMenuPanel({ id, item, open }: MegaMenuPanelProps) {
  const t = useT();
  const hasOwnPage = menuHref(item.uri) !== '#';
  return (
    <div id={id} hidden={!open} className={styles.panel} data-mega-menu-panel="">
      <div className={styles.panelBody}>
        {hasOwnPage && (
          <MenuLink uri={item.uri} target={item.target} className={styles.allLink}>
            {t('menu.all', { label: item.label })}
          </MenuLink>
        )}
        <ul className={styles.columns}>
          {item.children.map((column) => (
            <li key={column.id}>
              <MenuLink uri={column.uri} target={column.target} className={styles.columnLink}>
                {column.label}
              </MenuLink>
              {column.children.length > 0 && (
                <MenuLinkList links={column.children} className={styles.columnLinks} />
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
