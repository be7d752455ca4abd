import { lazy, Suspense, useReducer, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Image, Link } from '@/lib/wordpress/types/layout';
import { useLavanda } from '@/lib/i18n/LavandaContext';
import { useT } from '@/lib/i18n/useT';
import { IconButton, mobileOnlyClass } from '../buttons';
import { MenuIcon } from '../icons';
import type { MenuNode } from '../menu/buildMenuTree';
import { useOnPathChange } from '../menu/useOnPathChange';
import { drawerReducer, initialDrawerState } from './drawerState';
import { MOBILE_DRAWER_ID } from './drawerState';

/**
 * The drawer's code (about 2 KB gzip) loads on the first sign of intent (pointer over, touch or
 * focus on the hamburger) rather than with every page: most visits never open it.
 */
const loadDrawer = () =>
  import('./MobileDrawer').then(({ MobileDrawer }) => ({ default: MobileDrawer }));
const MobileDrawer = lazy(loadDrawer);
const preloadDrawer = () => void loadDrawer();

interface MobileMenuProps {
  tree: MenuNode[];
  logo: Image | null | undefined;
  siteName: string;
  contactUs: Link | null | undefined;
}

/** The hamburger button (below xl) and the drawer it opens; a navigation closes and resets it. */
export function MobileMenu({ tree, logo, siteName, contactUs }: MobileMenuProps) {
  const t = useT();
  const { path } = useLavanda();
  const [state, dispatch] = useReducer(drawerReducer, initialDrawerState);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useOnPathChange(path, () => dispatch({ type: 'routeChange' }));

  return (
    <>
      <IconButton
        ref={buttonRef}
        type="button"
        className={mobileOnlyClass}
        aria-label={t('header.openMenu')}
        aria-expanded={state.open}
        aria-controls={state.open ? MOBILE_DRAWER_ID : undefined}
        onClick={() => dispatch({ type: 'open' })}
        onPointerEnter={preloadDrawer}
        onTouchStart={preloadDrawer}
        onFocus={preloadDrawer}
      >
        <MenuIcon />
      </IconButton>
      {/* While its code loads, an empty element holds the drawer's id, so that the open button's
          aria-controls never names a missing element. */}
      {/* Portalled to <body>: inside the sticky header (its own stacking context) the drawer
          could not rise above the cookie notice. Only ever open in the browser. */}
      {state.open &&
        createPortal(
          <Suspense fallback={<div id={MOBILE_DRAWER_ID} hidden />}>
            <MobileDrawer
              state={state}
              dispatch={dispatch}
              tree={tree}
              logo={logo}
              siteName={siteName}
              contactUs={contactUs}
              opener={buttonRef}
            />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
