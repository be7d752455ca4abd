/** The drawer's element id, which the hamburger's aria-controls names while it is open. */
export const MOBILE_DRAWER_ID = 'mobile-drawer';

/**
 * The mobile drawer's state: open or closed, and which top-level item's
 * sub-menu is shown, by the item's databaseId (null: the top-level list).
 */
export interface DrawerState {
  open: boolean;
  selectedId: number | null;
}

export type DrawerEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'select'; id: number }
  | { type: 'back' }
  | { type: 'routeChange' };

export const initialDrawerState: DrawerState = { open: false, selectedId: null };

export function drawerReducer(state: DrawerState, event: DrawerEvent): DrawerState {
  switch (event.type) {
    case 'open':
      return state.open ? state : { open: true, selectedId: null };
    case 'select':
      return state.open ? { open: true, selectedId: event.id } : state;
    case 'back':
      return state.selectedId === null ? state : { ...state, selectedId: null };
    // Closing, by the button, Escape or a navigation, also forgets the sub-menu: the drawer
    // always reopens on the top-level list.
    case 'close':
    case 'routeChange':
      return state.open || state.selectedId !== null ? initialDrawerState : state;
  }
}
