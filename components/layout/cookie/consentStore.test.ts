// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCookieAgreedScript, storedCookie } from '../test/cookies';
import { consentStore } from './consentStore';

afterEach(() => {
  for (const name of ['cookie-agreed', 'my-cookie-agreed', 'a']) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  document.documentElement.removeAttribute('data-cookie-agreed');
  vi.useRealTimers();
});

describe('consentStore', () => {
  it('has no consent without the cookie, nor with one whose name only contains it', () => {
    runCookieAgreedScript();
    expect(consentStore.hasConsent()).toBe(false);
    document.cookie = 'my-cookie-agreed=2; Path=/';
    runCookieAgreedScript();
    expect(consentStore.hasConsent()).toBe(false);
  });

  it('has consent when the cookie exists among others, whatever its value', () => {
    document.cookie = 'a=1; Path=/';
    document.cookie = 'cookie-agreed=; Path=/';
    runCookieAgreedScript();
    expect(consentStore.hasConsent()).toBe(true);
  });

  it('on Accept stores cookie-agreed=2 for 90 days on the whole site, then tells listeners', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const listener = vi.fn(() => expect(storedCookie('cookie-agreed')?.value).toBe('2'));
    const unsubscribe = consentStore.subscribe(listener);
    await consentStore.accept();
    unsubscribe();
    const cookie = storedCookie('cookie-agreed');
    expect([cookie?.value, cookie?.path, cookie?.sameSite]).toEqual(['2', '/', 'lax']);
    expect((cookie?.expires as Date).toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(consentStore.hasConsent()).toBe(true);
    expect(document.documentElement.hasAttribute('data-cookie-agreed')).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    // What the next page's head script reads.
    document.documentElement.removeAttribute('data-cookie-agreed');
    runCookieAgreedScript();
    expect(consentStore.hasConsent()).toBe(true);
  });
});
