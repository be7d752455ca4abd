import { describe, expect, it } from 'vitest';
import { compileRedirects } from './match-redirect';
import type { RedirectRule } from './redirect-rules';
import { type PageRequest, requestAnswer, visitorSearch } from './request-answer';

const rules: RedirectRule[] = [
  { origin: 'about-us', target: '/about/', status: 301, format: 'plain' },
  { origin: 'search/old', target: '/search/new/', status: 302, format: 'plain' },
  { origin: 'legacy', target: '', status: 410, format: 'plain' },
  { origin: 'withheld', target: '', status: 451, format: 'plain' },
  { origin: 'promo?ref=mail', target: '/offers/', status: 307, format: 'plain' },
];
const compiled = compileRedirects(rules);
const get = (path: string, more: Partial<PageRequest> = {}): PageRequest => ({
  method: 'GET',
  path,
  search: '',
  localePrefix: '',
  ...more,
});

describe('requestAnswer (a page rendered per request, before it renders)', () => {
  it('refuses every method but GET and HEAD, before any rule', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])
      expect(requestAnswer(compiled, get('/about-us/', { method })), method).toEqual({
        refused: true,
      });
    expect(requestAnswer(compiled, get('/search/x/', { method: 'HEAD' }))).toBeNull();
  });

  it("answers a Yoast rule with its status, in the visitor's locale", () => {
    expect(requestAnswer(compiled, get('/search/old/', { localePrefix: '/fr-FR' }))).toEqual({
      redirect: { destination: '/fr-FR/search/new/', statusCode: 302 },
    });
    expect(requestAnswer(compiled, get('/legacy/', { search: '?q=2' }))).toEqual({ removed: 410 });
    expect(requestAnswer(compiled, get('/withheld/'))).toEqual({ removed: 451 });
  });

  it('compares a rule written with a query with the query asked', () => {
    expect(requestAnswer(compiled, get('/promo/', { search: '?ref=mail' }))).toEqual({
      redirect: { destination: '/offers/', statusCode: 307 },
    });
    expect(requestAnswer(compiled, get('/promo/', { search: '?ref=web' }))).toBeNull();
  });

  it("sends WordPress's paginated search address to the search's page, keeping the query", () => {
    const answer = requestAnswer(compiled, get('/search/lavanda/page/3/', { search: '?utm=x' }));
    expect(answer).toEqual({
      redirect: {
        destination: expect.stringMatching(/^\/search\/lavanda\/\?q=[^&]+&utm=x$/),
        statusCode: 301,
      },
    });
  });

  it('lets everything else render', () => {
    expect(requestAnswer(compiled, get('/search/lavanda/'))).toBeNull();
    expect(requestAnswer(compiled, get('/category/news/', { search: '?q=2' }))).toBeNull();
  });
});

describe('visitorSearch', () => {
  it("is the visitor's query without the route's own parameters", () => {
    expect(visitorSearch({ uri: ['category', 'news'], q: 'abc', utm: ['a', 'b'] }, ['uri'])).toBe(
      '?q=abc&utm=a&utm=b',
    );
    expect(visitorSearch({ term: ['x'] }, ['term'])).toBe('');
  });
});
