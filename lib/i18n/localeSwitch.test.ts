import { describe, expect, it } from 'vitest';
import { localeSwitchTarget } from './localeSwitch';

describe('localeSwitchTarget', () => {
  it('keeps route, query and visible path, changing only the locale', () => {
    const route = {
      pathname: '/search/[term]',
      query: { term: 'team news', q: 'eyJvZmZzZXQiOjJ9' },
      asPath: '/search/team%20news/?q=eyJvZmZzZXQiOjJ9',
    };
    expect(localeSwitchTarget(route, 'fr-FR')).toEqual({
      url: { pathname: '/search/[term]', query: { term: 'team news', q: 'eyJvZmZzZXQiOjJ9' } },
      as: '/search/team%20news/?q=eyJvZmZzZXQiOjJ9',
      options: { locale: 'fr-FR', scroll: false },
    });
  });

  it('keeps a catch-all route with its segments and hash', () => {
    const route = {
      pathname: '/[...uri]',
      query: { uri: ['news', 'product-updates'] },
      asPath: '/news/product-updates/#latest',
    };
    const target = localeSwitchTarget(route, 'es-ES');
    expect(target.url.query).toEqual({ uri: ['news', 'product-updates'] });
    expect(target.as).toBe('/news/product-updates/#latest');
  });
});
