import { describe, expect, it } from 'vitest';
import { isCurrentPath, isSitePath, menuHref } from './menuHref';

describe('menuHref', () => {
  it('uses the uri, falling back to # when there is none', () => {
    expect(menuHref('/about/')).toBe('/about/');
    expect(menuHref('https://example.com/')).toBe('https://example.com/');
    expect(menuHref(null)).toBe('#');
    expect(menuHref('')).toBe('#');
    expect(menuHref('  ')).toBe('#');
  });
});

describe('isSitePath', () => {
  it('accepts paths on this site only', () => {
    expect(isSitePath('/news/')).toBe(true);
    expect(isSitePath('//evil.example/')).toBe(false);
    expect(isSitePath('https://example.com/')).toBe(false);
    expect(isSitePath('#')).toBe(false);
  });
});

describe('isCurrentPath', () => {
  it('matches with or without a trailing slash and ignores query and hash', () => {
    expect(isCurrentPath('/about/', '/about')).toBe(true);
    expect(isCurrentPath('/about', '/about/?x=1#top')).toBe(true);
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/about/', '/about/team/')).toBe(false);
    expect(isCurrentPath('#', '/')).toBe(false);
  });
});
