import { describe, expect, it, vi } from 'vitest';
import { matchRedirect } from './match-redirect';
import type { RedirectRule } from './redirect-rules';
import { createRedirectStore } from './redirect-store';

const rule = (origin: string, target: string): RedirectRule => ({
  origin,
  target,
  status: 301,
  format: 'plain',
});

function setup(loads: (() => Promise<RedirectRule[]>)[]) {
  let clock = 1_000;
  const load = vi.fn(() => loads[Math.min(load.mock.calls.length - 1, loads.length - 1)]!());
  const store = createRedirectStore({
    load,
    refreshMs: 60_000,
    retryMs: 5_000,
    firstLoadWaitMs: 50,
    now: () => clock,
    warn: () => {},
  });
  const target = async (path: string) => {
    const found = matchRedirect(await store.current(), path);
    return found?.kind === 'redirect' ? found.location : null;
  };
  return { store, load, target, advance: (ms: number) => (clock += ms) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRedirectStore', () => {
  it('loads once for many requests, and applies the list from the first request', async () => {
    const { load, target } = setup([async () => [rule('old', '/new/')]]);
    expect(await target('/old/')).toBe('/new/');
    for (let i = 0; i < 20; i++) await target('/old/');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refreshes in the background after the interval, answering with the old list meanwhile', async () => {
    const { load, target, advance } = setup([
      async () => [rule('old', '/first/')],
      async () => [rule('old', '/second/')],
    ]);
    expect(await target('/old/')).toBe('/first/');
    advance(59_000);
    expect(await target('/old/')).toBe('/first/');
    expect(load).toHaveBeenCalledTimes(1);
    advance(2_000);
    expect(await target('/old/')).toBe('/first/');
    await settle();
    expect(await target('/old/')).toBe('/second/');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last good list when a refresh fails, and retries after the retry delay', async () => {
    const { load, target, advance } = setup([
      async () => [rule('old', '/first/')],
      async () => Promise.reject(new Error('WordPress down')),
      async () => [rule('old', '/third/')],
    ]);
    await target('/old/');
    advance(61_000);
    await target('/old/');
    await settle();
    expect(await target('/old/')).toBe('/first/');
    advance(4_000);
    await target('/old/');
    expect(load).toHaveBeenCalledTimes(2);
    advance(2_000);
    await target('/old/');
    await settle();
    expect(await target('/old/')).toBe('/third/');
  });

  it('does not hold requests up when the first load hangs', async () => {
    const { target } = setup([() => new Promise<RedirectRule[]>(() => {})]);
    const started = Date.now();
    expect(await target('/old/')).toBeNull();
    expect(await target('/old/')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('loads at start, so that the first request neither waits nor loads again', async () => {
    let resolveLoad: (rules: RedirectRule[]) => void = () => {};
    const { store, load, target } = setup([
      () => new Promise<RedirectRule[]>((resolve) => (resolveLoad = resolve)),
    ]);
    store.start();
    store.start();
    expect(load).toHaveBeenCalledTimes(1);
    resolveLoad([rule('old', '/new/')]);
    await settle();
    expect(await target('/old/')).toBe('/new/');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a request that comes before the load at start ends wait for the rest of it', async () => {
    let resolveLoad: (rules: RedirectRule[]) => void = () => {};
    const { store, load, target } = setup([
      () => new Promise<RedirectRule[]>((resolve) => (resolveLoad = resolve)),
    ]);
    store.start();
    const first = target('/old/');
    resolveLoad([rule('old', '/new/')]);
    expect(await first).toBe('/new/');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
