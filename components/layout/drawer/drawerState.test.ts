import { describe, expect, it } from 'vitest';
import {
  drawerReducer,
  initialDrawerState,
  type DrawerEvent,
  type DrawerState,
} from './drawerState';

const run = (events: DrawerEvent[], from: DrawerState = initialDrawerState) =>
  events.reduce(drawerReducer, from);

describe('drawerReducer', () => {
  it('starts closed on the top-level list', () => {
    expect(initialDrawerState).toEqual({ open: false, selectedId: null });
  });

  it('opens on the top-level list', () => {
    expect(run([{ type: 'open' }])).toEqual({ open: true, selectedId: null });
  });

  it('selects a sub-menu by item id and the back arrow clears it', () => {
    const selected = run([{ type: 'open' }, { type: 'select', id: 301 }]);
    expect(selected).toEqual({ open: true, selectedId: 301 });
    expect(drawerReducer(selected, { type: 'back' })).toEqual({ open: true, selectedId: null });
  });

  it('replaces one selection with another', () => {
    expect(run([{ type: 'open' }, { type: 'select', id: 1 }, { type: 'select', id: 2 }])).toEqual({
      open: true,
      selectedId: 2,
    });
  });

  it('ignores a selection while closed', () => {
    expect(run([{ type: 'select', id: 301 }])).toEqual(initialDrawerState);
  });

  it('closes and resets on close', () => {
    expect(run([{ type: 'open' }, { type: 'select', id: 301 }, { type: 'close' }])).toEqual(
      initialDrawerState,
    );
  });

  it('closes and resets on a route change', () => {
    expect(run([{ type: 'open' }, { type: 'select', id: 301 }, { type: 'routeChange' }])).toEqual(
      initialDrawerState,
    );
  });

  it('reopens on the top-level list after a close', () => {
    expect(
      run([{ type: 'open' }, { type: 'select', id: 301 }, { type: 'close' }, { type: 'open' }]),
    ).toEqual({ open: true, selectedId: null });
  });

  it('keeps the same state object when nothing changes, so React skips a render', () => {
    const open = run([{ type: 'open' }]);
    expect(drawerReducer(open, { type: 'open' })).toBe(open);
    expect(drawerReducer(open, { type: 'back' })).toBe(open);
    expect(drawerReducer(initialDrawerState, { type: 'routeChange' })).toBe(initialDrawerState);
  });
});
