import { describe, expect, it } from 'vitest';
import { compileRedirects } from './match-redirect';
import type { RedirectRule } from './redirect-rules';
import { localePrefix } from './request-answer';
import { staticRedirect } from './static-redirect';

const rules: RedirectRule[] = [
  { origin: 'about-us', target: '/about/', status: 301, format: 'plain' },
  { origin: 'newsroom', target: '/news/welcome', status: 302, format: 'plain' },
  { origin: 'status', target: 'https://status.example.com/', status: 307, format: 'plain' },
  { origin: 'moved', target: '/elsewhere', status: 308, format: 'plain' },
  { origin: 'café', target: '/coffee/', status: 301, format: 'plain' },
  { origin: 'search-me?x=1', target: '/x/', status: 301, format: 'plain' },
  { origin: 'legacy', target: '', status: 410, format: 'plain' },
  { origin: 'withheld', target: '', status: 451, format: 'plain' },
  { origin: '^blog/([a-z0-9-]+)/?$', target: '/news/$1/', status: 301, format: 'regex' },
];
const compiled = compileRedirects(rules);

describe('staticRedirect (a Yoast rule answered by getStaticProps)', () => {
  it("redirects with the rule's own status, to the target with the site's trailing slash", () => {
    expect(staticRedirect(compiled, ['About-Us'], '')).toEqual({
      redirect: { destination: '/about/', statusCode: 301 },
    });
    expect(staticRedirect(compiled, ['newsroom'], '')).toEqual({
      redirect: { destination: '/news/welcome/', statusCode: 302 },
    });
    expect(staticRedirect(compiled, ['status'], '')).toEqual({
      redirect: { destination: 'https://status.example.com/', statusCode: 307 },
    });
    expect(staticRedirect(compiled, ['moved'], '')).toEqual({
      redirect: { destination: '/elsewhere/', statusCode: 308 },
    });
  });

  it('keeps the visitor in their locale', () => {
    expect(staticRedirect(compiled, ['about-us'], localePrefix('de-DE', 'en-US'))).toEqual({
      redirect: { destination: '/de-DE/about/', statusCode: 301 },
    });
    expect(staticRedirect(compiled, ['about-us'], localePrefix('en-US', 'en-US'))).toEqual({
      redirect: { destination: '/about/', statusCode: 301 },
    });
  });

  it("applies regex rules with their captures, to the route's decoded segments", () => {
    expect(staticRedirect(compiled, ['blog', 'series-a'], '/es-ES')).toEqual({
      redirect: { destination: '/es-ES/news/series-a/', statusCode: 301 },
    });
    expect(staticRedirect(compiled, ['café'], '')).toEqual({
      redirect: { destination: '/coffee/', statusCode: 301 },
    });
  });

  it('answers 404 for a 410 or 451 rule: a stored page has no status of its own', () => {
    expect(staticRedirect(compiled, ['legacy'], '')).toEqual({ notFound: true });
    expect(staticRedirect(compiled, ['withheld'], '/fr-FR')).toEqual({ notFound: true });
  });

  it('leaves other paths, the home page and rules written with a query alone', () => {
    expect(staticRedirect(compiled, ['about'], '')).toBeNull();
    expect(staticRedirect(compiled, [], '')).toBeNull();
    expect(staticRedirect(compiled, ['blog', 'a', 'b'], '')).toBeNull();
    expect(staticRedirect(compiled, ['search-me'], '')).toBeNull();
  });

  it("sends WordPress's address of a listing's later page to that page, permanently", () => {
    const second = staticRedirect(compiled, ['category', 'news', 'page', '2'], '/de-DE');
    expect(second).toEqual({
      redirect: {
        destination: expect.stringMatching(/^\/de-DE\/category\/news\/\?q=/),
        statusCode: 301,
      },
    });
    expect(staticRedirect(compiled, ['page', '1'], '')).toEqual({
      redirect: { destination: '/', statusCode: 301 },
    });
    // A post's own page (split with <!--nextpage-->) is not a listing's.
    expect(staticRedirect(compiled, ['a-post', 'page', '2'], '')).toBeNull();
  });
});
