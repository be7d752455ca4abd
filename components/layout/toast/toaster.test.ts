import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToaster, TOAST_PLACEMENTS } from './toaster';

describe('toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens a toast with the defaults: info, top end, 5000 ms', () => {
    const toaster = createToaster();
    const id = toaster.open({ title: 'Saved' });
    expect(toaster.getSnapshot()).toEqual([
      {
        id,
        title: 'Saved',
        description: undefined,
        status: 'info',
        placement: 'top-end',
        duration: 5000,
      },
    ]);
  });

  it('closes it by itself after 5000 ms', () => {
    const toaster = createToaster();
    toaster.open({ title: 'Saved' });
    vi.advanceTimersByTime(4999);
    expect(toaster.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toaster.getSnapshot()).toHaveLength(0);
  });

  it('honours its own duration, or none', () => {
    const toaster = createToaster();
    toaster.open({ title: 'quick', duration: 1000 });
    toaster.open({ title: 'sticky', duration: null });
    vi.advanceTimersByTime(60_000);
    expect(toaster.getSnapshot().map((toast) => toast.title)).toEqual(['sticky']);
  });

  it('offers six placements', () => {
    expect(TOAST_PLACEMENTS).toEqual([
      'top-start',
      'top',
      'top-end',
      'bottom-start',
      'bottom',
      'bottom-end',
    ]);
    const toaster = createToaster();
    for (const placement of TOAST_PLACEMENTS) toaster.open({ title: placement, placement });
    expect(toaster.getSnapshot().map((toast) => toast.placement)).toEqual([...TOAST_PLACEMENTS]);
  });

  it('updates an open toast and restarts its countdown', () => {
    const toaster = createToaster();
    const id = toaster.open({ title: 'Saving…', status: 'info' });
    vi.advanceTimersByTime(4000);
    expect(toaster.update(id, { title: 'Saved', status: 'success', description: undefined })).toBe(
      true,
    );
    expect(toaster.getSnapshot()[0]).toMatchObject({ id, title: 'Saved', status: 'success' });
    vi.advanceTimersByTime(4000);
    expect(toaster.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(toaster.getSnapshot()).toHaveLength(0);
  });

  it('does not update a closed toast', () => {
    const toaster = createToaster();
    const id = toaster.open({ title: 'gone' });
    toaster.close(id);
    expect(toaster.update(id, { title: 'again' })).toBe(false);
    expect(toaster.getSnapshot()).toHaveLength(0);
  });

  it('closes one toast, or all, and tells its subscribers', () => {
    const toaster = createToaster();
    const listener = vi.fn();
    toaster.subscribe(listener);
    const first = toaster.open({ title: 'one' });
    toaster.open({ title: 'two' });
    toaster.open({ title: 'three' });
    toaster.close(first);
    expect(toaster.getSnapshot().map((toast) => toast.title)).toEqual(['two', 'three']);
    toaster.closeAll();
    expect(toaster.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(5);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the same snapshot until something changes', () => {
    const toaster = createToaster();
    const before = toaster.getSnapshot();
    toaster.close('toast-404');
    expect(toaster.getSnapshot()).toBe(before);
  });
});
