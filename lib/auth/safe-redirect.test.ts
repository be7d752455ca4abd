import { describe, expect, it } from 'vitest';
import { REDIRECT_CASES, SITE_ORIGIN } from './redirect-cases';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each(REDIRECT_CASES)('%s → %s', (target, expected) => {
    expect(safeRedirectPath(target, SITE_ORIGIN)).toBe(expected);
  });

  it('refuses anything that is not a string', () => {
    for (const value of [undefined, null, 1, ['/a/'], { href: '/a/' }]) {
      expect(safeRedirectPath(value, SITE_ORIGIN)).toBeNull();
    }
  });
});
