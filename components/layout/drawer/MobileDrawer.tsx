import { Box, chakra, ChakraProvider, Flex } from '@chakra-ui/react';
import { useEffect, useRef, type Dispatch, type RefObject } from 'react';
import type { Image, Link } from '@/lib/wordpress/types/layout';
import { useT } from '@/lib/i18n/useT';
import { pageSystem } from '@/theme/system';
import { IconButton } from '../buttons';
import { ArrowLeftIcon, ChevronRightIcon, CloseIcon } from '../icons';
import { LogoLink } from '../LogoLink';
import type { MenuNode } from '../menu/buildMenuTree';
import { DrawerContactUsLink, DrawerLink } from './DrawerLink';
import { DrawerAccordion } from './DrawerAccordion';
import { type DrawerEvent, type DrawerState, MOBILE_DRAWER_ID } from './drawerState';
import { useFocusTrap } from './useFocusTrap';

interface MobileDrawerProps {
  state: DrawerState;
  dispatch: Dispatch<DrawerEvent>;
  tree: MenuNode[];
  logo: Image | null | undefined;
  siteName: string;
  contactUs: Link | null | undefined;
  /** The hamburger button: focus goes back to it when the drawer closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

const rowStyles = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: 'full',
  py: '4',
  fontSize: 'xl',
  fontWeight: 'semibold',
  textAlign: 'start',
  color: 'fg',
  cursor: 'pointer',
  _hover: { color: 'brand.fg' },
  _currentPage: { color: 'brand.fg' },
} as const;

/**
 * The mobile menu (below xl): a modal panel sliding down from the top with the logo, a close
 * button, the top-level items separated by dividers, and for an item with children its sub-menu
 * behind a back arrow. Rendered only while open; focus stays inside and Escape closes it.
 */
function DrawerPanel({
  state,
  dispatch,
  tree,
  logo,
  siteName,
  contactUs,
  opener,
}: MobileDrawerProps) {
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  const lastSelected = useRef<number | null>(null);
  useFocusTrap(panelRef, opener);

  const selected = tree.find((item) => item.id === state.selectedId);

  useEffect(() => {
    // Keep keyboard focus where the eye is: on the back arrow in a sub-menu, and back on the
    // item that opened it when returning to the top-level list.
    const panel = panelRef.current;
    if (!panel) return;
    if (selected) {
      lastSelected.current = selected.id;
      panel.querySelector<HTMLElement>('[data-drawer-back]')?.focus();
    } else if (lastSelected.current !== null) {
      panel.querySelector<HTMLElement>(`[data-drawer-item="${lastSelected.current}"]`)?.focus();
      lastSelected.current = null;
    }
  }, [selected]);

  return (
    <Box
      ref={panelRef}
      id={MOBILE_DRAWER_ID}
      role="dialog"
      aria-modal="true"
      aria-label={t('menu.mobileNavigation')}
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="bg"
      overflowY="auto"
      animation="drawer-slide-down 250ms ease-out"
      onKeyDown={(event) => {
        if (event.key === 'Escape') dispatch({ type: 'close' });
      }}
    >
      <Flex
        alignItems="center"
        justifyContent="space-between"
        height="16"
        px="4"
        borderBottomWidth="1px"
      >
        <LogoLink image={logo} siteName={siteName} height={40} maxWidth={200} />
        <IconButton
          type="button"
          aria-label={t('header.closeMenu')}
          onClick={() => dispatch({ type: 'close' })}
        >
          <CloseIcon />
        </IconButton>
      </Flex>
      <chakra.nav aria-label={t('menu.mobileNavigation')} px="4" pb="8">
        {selected ? (
          <>
            <chakra.button
              type="button"
              data-drawer-back=""
              onClick={() => dispatch({ type: 'back' })}
              display="inline-flex"
              alignItems="center"
              gap="2"
              py="4"
              fontWeight="semibold"
              color="brand.fg"
              cursor="pointer"
            >
              <ArrowLeftIcon size={20} />
              {t('menu.back')}
            </chakra.button>
            <chakra.h2 fontSize="2xl" fontWeight="bold" pb="2">
              {selected.label}
            </chakra.h2>
            {selected.children.length > 1 && (
              <DrawerLink
                uri={selected.uri}
                target={selected.target}
                display="block"
                py="3"
                fontWeight="semibold"
                color="brand.fg"
                borderBottomWidth="1px"
              >
                {t('menu.all', { label: selected.label })}
              </DrawerLink>
            )}
            <DrawerAccordion items={selected.children} />
          </>
        ) : (
          <chakra.ul listStyle="none">
            {tree.map((item) => (
              <chakra.li key={item.id} borderBottomWidth="1px">
                {item.children.length > 0 ? (
                  <chakra.button
                    type="button"
                    data-drawer-item={item.id}
                    onClick={() => dispatch({ type: 'select', id: item.id })}
                    {...rowStyles}
                  >
                    {item.label}
                    <ChevronRightIcon size={20} />
                  </chakra.button>
                ) : (
                  <DrawerLink uri={item.uri} target={item.target} {...rowStyles}>
                    {item.label}
                  </DrawerLink>
                )}
              </chakra.li>
            ))}
          </chakra.ul>
        )}
        <DrawerContactUsLink link={contactUs} mt="8" width="full" />
      </chakra.nav>
    </Box>
  );
}

/**
 * The drawer with the Chakra system its style props need. The provider comes with the drawer's
 * code, on intent, rather than around every page (SiteProviders): the always-rendered chrome uses
 * CSS Modules, and Chakra's style engine and Emotion stay out of every page's first-load JS.
 */
export function MobileDrawer(props: MobileDrawerProps) {
  return (
    <ChakraProvider value={pageSystem}>
      <DrawerPanel {...props} />
    </ChakraProvider>
  );
}
