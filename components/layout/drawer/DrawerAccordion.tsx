import { Box, chakra } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '@/lib/i18n/useT';
import { ChevronDownIcon } from '../icons';
import type { MenuNode } from '../menu/buildMenuTree';
import { DrawerLink } from './DrawerLink';
import { moveFocus } from '../menu/focusTarget';

const ITEM = '[data-accordion-item]';

const rowStyles = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: 'full',
  py: '3',
  fontSize: 'lg',
  fontWeight: 'medium',
  textAlign: 'start',
  color: 'fg',
  cursor: 'pointer',
  _hover: { color: 'brand.fg' },
  _currentPage: { color: 'brand.fg' },
} as const;

/**
 * A sub-menu's children as an accordion (WAI-ARIA accordion pattern): a child with children of
 * its own is a header button that shows or hides them, one open at a time and closable; a child
 * without is a plain link. The arrow keys, Home and End move focus between the rows.
 */
export function DrawerAccordion({ items }: { items: MenuNode[] }) {
  const t = useT();
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    if (!target.matches(ITEM)) return;
    const rows = Array.from(listRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);
    moveFocus(event, rows, target, 'vertical');
  };

  return (
    <chakra.ul ref={listRef} listStyle="none" onKeyDown={onKeyDown}>
      {items.map((item) => {
        if (item.children.length === 0) {
          return (
            <chakra.li key={item.id} borderBottomWidth="1px">
              <DrawerLink uri={item.uri} target={item.target} data-accordion-item="" {...rowStyles}>
                {item.label}
              </DrawerLink>
            </chakra.li>
          );
        }
        const expanded = expandedId === item.id;
        const headerId = `drawer-accordion-header-${item.id}`;
        const panelId = `drawer-accordion-panel-${item.id}`;
        return (
          <chakra.li key={item.id} borderBottomWidth="1px">
            <chakra.button
              type="button"
              id={headerId}
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => setExpandedId(expanded ? null : item.id)}
              data-accordion-item=""
              {...rowStyles}
            >
              {item.label}
              <ChevronDownIcon
                size={20}
                style={{ transform: expanded ? 'rotate(180deg)' : undefined, flexShrink: 0 }}
              />
            </chakra.button>
            <Box id={panelId} role="region" aria-labelledby={headerId} hidden={!expanded} pb="3">
              <chakra.ul listStyle="none" ps="4" display="grid" gap="1">
                {item.children.length > 1 && (
                  <li>
                    <DrawerLink
                      uri={item.uri}
                      target={item.target}
                      display="block"
                      py="2"
                      fontWeight="semibold"
                      color="brand.fg"
                    >
                      {t('menu.all', { label: item.label })}
                    </DrawerLink>
                  </li>
                )}
                {item.children.map((child) => (
                  <li key={child.id}>
                    <DrawerLink
                      uri={child.uri}
                      target={child.target}
                      display="block"
                      py="2"
                      color="fg.muted"
                      _hover={{ color: 'brand.fg' }}
                    >
                      {child.label}
                    </DrawerLink>
                  </li>
                ))}
              </chakra.ul>
            </Box>
          </chakra.li>
        );
      })}
    </chakra.ul>
  );
}
