import { describe, expect, it } from 'vitest';
import { createLinkContext, isSitePath, toSiteHref } from './internal-links';

const context = createLinkContext('https://cms.example.com/', [
  'https://www.example.com/',
  null,
  'not a url',
]);

describe('isSitePath', () => {
  it('accepts paths on this site only', () => {
    expect(isSitePath('/about/')).toBe(true);
    expect(isSitePath('//evil.test/')).toBe(false);
    expect(isSitePath('/\\evil.test/')).toBe(false);
    expect(isSitePath('https://x.test/')).toBe(false);
    expect(isSitePath('#top')).toBe(false);
  });
});

describe('toSiteHref', () => {
  it('keeps the unique origins it was given', () => {
    expect(context.internalOrigins).toEqual(['https://cms.example.com', 'https://www.example.com']);
  });

  it('turns internal absolute URLs into paths, keeping query and fragment', () => {
    expect(toSiteHref('https://cms.example.com/a/b/?x=1#y', context)).toBe('/a/b/?x=1#y');
    expect(toSiteHref(' https://www.example.com/ ', context)).toBe('/');
  });

  it('keeps other hosts, schemes and WordPress-only paths as they are', () => {
    expect(toSiteHref('http://cms.example.com/a/', context)).toBe('http://cms.example.com/a/');
    expect(toSiteHref('mailto:a@b.c', context)).toBe('mailto:a@b.c');
    expect(toSiteHref('https://cms.example.com/wp-admin/', context)).toBe(
      'https://cms.example.com/wp-admin/',
    );
    expect(toSiteHref('/feed/', context)).toBe('https://cms.example.com/feed/');
    expect(toSiteHref('::not a url', context)).toBe('::not a url');
  });
});
