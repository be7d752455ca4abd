import { describe, expect, it } from 'vitest';
import { REDIRECT_CASES, SITE_ORIGIN } from '@/lib/auth/redirect-cases';
import { afterLoginTarget } from './useLogin';

describe('where the login page returns to', () => {
  it.each(REDIRECT_CASES)('%s → %s', (target, expected) => {
    expect(afterLoginTarget(target, SITE_ORIGIN)).toBe(expected ?? '/');
  });

  it('goes home without a redirect_uri', () => {
    expect(afterLoginTarget(undefined, SITE_ORIGIN)).toBe('/');
  });
});
