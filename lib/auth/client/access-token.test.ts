import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AccessToken, createAccessTokenManager, refreshDelayMs } from './access-token';

const START = Date.UTC(2026, 10, 22, 12, 0, 0);
const seconds = (ms: number) => Math.floor(ms / 1000);

function tokenFor(name: string, lifetimeS: number): AccessToken {
  return { accessToken: name, accessTokenExpiration: seconds(Date.now()) + lifetimeS };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('refreshDelayMs', () => {
  it('is 60 s before expiry for FaustWP’s five-minute tokens', () => {
    expect(refreshDelayMs(seconds(START) + 300, START)).toBe(240_000);
  });

  it('is halfway to expiry for tokens too short-lived for that, never a tight loop', () => {
    expect(refreshDelayMs(seconds(START) + 20, START)).toBe(10_000);
    expect(refreshDelayMs(seconds(START) + 65, START)).toBe(32_500);
    expect(refreshDelayMs(seconds(START) - 5, START)).toBe(1_000);
  });

  it('never exceeds what setTimeout takes, which would fire at once and refresh in a loop', () => {
    const year2100 = Date.UTC(2100, 0, 1) / 1000;
    expect(refreshDelayMs(year2100, START)).toBe(2 ** 31 - 1);
  });
});

describe('createAccessTokenManager', () => {
  it('refreshes 60 s before expiry, and keeps doing so', async () => {
    const request = vi
      .fn<(code?: string) => Promise<AccessToken | null>>()
      .mockImplementation(async () => tokenFor(`t${request.mock.calls.length}`, 300));
    const manager = createAccessTokenManager({ request });
    expect(await manager.fetch('the-code')).toBe('t1');
    expect(request).toHaveBeenLastCalledWith('the-code');

    await vi.advanceTimersByTimeAsync(239_000);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(request).toHaveBeenCalledTimes(2);
    // The refresh uses the cookie, not the (spent) login code.
    expect(request).toHaveBeenLastCalledWith(undefined);
    expect(manager.current()).toBe('t2');

    await vi.advanceTimersByTimeAsync(240_000);
    expect(request).toHaveBeenCalledTimes(3);
    expect(manager.current()).toBe('t3');
  });

  it('a successful fetch replaces the timer instead of adding one', async () => {
    const request = vi.fn(async () => tokenFor('t', 300));
    const manager = createAccessTokenManager({ request });
    await manager.fetch();
    await vi.advanceTimersByTimeAsync(100_000);
    await manager.fetch();
    expect(request).toHaveBeenCalledTimes(2);
    // The first timer (due at 240 s) is gone: nothing happens until 240 s after the second fetch.
    await vi.advanceTimersByTimeAsync(239_000);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('a failed fetch clears the token and its expiry, and stops refreshing', async () => {
    const request = vi
      .fn<() => Promise<AccessToken | null>>()
      .mockResolvedValueOnce(tokenFor('t', 300))
      .mockResolvedValueOnce(null);
    const manager = createAccessTokenManager({ request });
    await manager.fetch();
    expect(manager.current()).toBe('t');
    await vi.advanceTimersByTimeAsync(240_000);
    expect(request).toHaveBeenCalledTimes(2);
    expect(manager.current()).toBeNull();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('a fetch that throws counts as failed', async () => {
    const manager = createAccessTokenManager({
      request: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await manager.fetch()).toBeNull();
    expect(manager.current()).toBeNull();
  });

  it('does not hand out an expired token', async () => {
    const manager = createAccessTokenManager({ request: async () => tokenFor('t', 300) });
    await manager.fetch();
    vi.setSystemTime(START + 301_000);
    expect(manager.current()).toBeNull();
  });

  it('clear() forgets the token, stops the timer and tells subscribers', async () => {
    const request = vi.fn(async () => tokenFor('t', 300));
    const manager = createAccessTokenManager({ request });
    const listener = vi.fn();
    manager.subscribe(listener);
    await manager.fetch();
    manager.clear();
    expect(manager.current()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between callers asking at the same time', async () => {
    const request = vi.fn(async () => tokenFor('t', 300));
    const manager = createAccessTokenManager({ request });
    const answers = await Promise.all([manager.fetch(), manager.fetch()]);
    expect(answers).toEqual(['t', 't']);
    expect(request).toHaveBeenCalledTimes(1);
    await manager.fetch();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('a fetch under way when clear() is called does not bring the token back', async () => {
    let answer: (token: AccessToken) => void = () => {};
    const request = vi.fn(() => new Promise<AccessToken>((resolve) => (answer = resolve)));
    const manager = createAccessTokenManager({ request });
    const pending = manager.fetch();
    manager.clear();
    answer(tokenFor('late', 300));
    expect(await pending).toBeNull();
    expect(manager.current()).toBeNull();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
