import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useLavanda } from '@/lib/i18n/LavandaContext';
import { useT } from '@/lib/i18n/useT';
import { ChevronDownIcon } from '../icons';
import { MenuLink } from '../MenuLink';
import type { MenuNode } from '../menu/buildMenuTree';
import { moveFocus } from '../menu/focusTarget';
import { MegaMenuPanel } from './MegaMenuPanel';
import { useMegaMenu } from './useMegaMenu';
import styles from './header.module.css';

const TOP_LEVEL = '[data-top-level]';

/**
 * The desktop main menu (xl and up), the WAI-ARIA disclosure navigation pattern: items with
 * children are buttons (`aria-expanded`, `aria-controls`) that open a mega-menu panel on click,
 * Enter or Space, or after a 300 ms hover; Escape closes and returns focus to the button; the
 * arrow keys, Home and End move between top-level items; Tab walks through an open panel; focus
 * leaving the menu closes it.
 */
export function MegaMenu({ tree }: { tree: MenuNode[] }) {
  const t = useT();
  const { path } = useLavanda();
  const menu = useMegaMenu(path);
  const navRef = useRef<HTMLElement>(null);

  const topLevelControls = () =>
    Array.from(navRef.current?.querySelectorAll<HTMLElement>(TOP_LEVEL) ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape' && menu.openId !== null) {
      event.preventDefault();
      navRef.current?.querySelector<HTMLElement>(`#mega-trigger-${menu.openId}`)?.focus();
      menu.close();
      return;
    }
    if (target.matches(TOP_LEVEL)) moveFocus(event, topLevelControls(), target, 'horizontal');
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (menu.openId !== null && (!next || !navRef.current?.contains(next))) menu.close();
  };

  return (
    <nav
      ref={navRef}
      aria-label={t('header.mainNavigation')}
      className={styles.nav}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <ul className={styles.topLevelList}>
        {tree.map((item) => {
          const open = menu.openId === item.id;
          const panelId = `mega-panel-${item.id}`;
          return (
            <li
              key={item.id}
              className={styles.topLevelItem}
              onMouseEnter={item.children.length ? () => menu.pointerEnter(item.id) : undefined}
              onMouseLeave={item.children.length ? menu.pointerLeave : undefined}
            >
              {item.children.length === 0 ? (
                <MenuLink
                  uri={item.uri}
                  target={item.target}
                  data-top-level=""
                  className={styles.topLevel}
                >
                  {item.label}
                </MenuLink>
              ) : (
                <>
                  <button
                    type="button"
                    id={`mega-trigger-${item.id}`}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => menu.toggle(item.id)}
                    data-top-level=""
                    className={styles.topLevel}
                  >
                    {item.label}
                    <ChevronDownIcon
                      size={16}
                      style={{ transform: open ? 'rotate(180deg)' : undefined }}
                    />
                  </button>
                  <MegaMenuPanel id={panelId} item={item} open={open} />
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
