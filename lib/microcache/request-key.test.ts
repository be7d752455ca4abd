import { describe, expect, it } from 'vitest';
import { microcacheKey } from './request-key';

const get = (url: string, headers: Record<string, string> = {}) =>
  microcacheKey({ method: 'GET', url, headers });

describe('microcacheKey', () => {
  it('keys a page by its address, query included, and the encodings the client takes', () => {
    expect(get('/news/')).toBe(get('/news/'));
    expect(get('/news/')).not.toBe(get('/news/?q=x'));
    expect(get('/news/', { 'accept-encoding': 'gzip' })).not.toBe(get('/news/'));
    expect(get('/news/', { 'x-nextjs-data': '1' })).not.toBe(get('/news/'));
  });

  it('ignores hosts, languages and cookies below the root: Next serves its stored page whatever they are', () => {
    expect(
      get('/news/', {
        host: 'a.example',
        'accept-language': 'de',
        cookie: 'NEXT_LOCALE=de-DE; x=1',
      }),
    ).toBe(get('/news/', { host: 'b.example' }));
  });

  it('at the root, keys on what locale detection reads (it may redirect there)', () => {
    expect(get('/', { 'accept-language': 'de-DE' })).not.toBe(get('/'));
    expect(get('/', { cookie: 'theme=dark; NEXT_LOCALE=fr-FR' })).not.toBe(get('/'));
    expect(get('/?utm=1', { 'accept-language': 'de-DE' })).not.toBe(get('/?utm=1'));
    expect(get('//', { 'accept-language': 'de-DE' })).not.toBe(get('//'));
    expect(get('/', { cookie: 'theme=dark' })).toBe(get('/'));
  });

  it('reads the locale cookie as Next does: encoded or unspaced, the same locale', () => {
    const german = get('/', { cookie: 'NEXT_LOCALE=de-DE' });
    expect(get('/', { cookie: 'x=1;NEXT_LOCALE=de-DE' })).toBe(german);
    expect(get('/', { cookie: 'NEXT_LOCALE=de%2DDE; y=2' })).toBe(german);
  });

  it.each([
    ['HEAD', {}],
    ['POST', {}],
    ['GET', { 'if-none-match': '"abc"' }],
    ['GET', { 'if-modified-since': 'Sun, 29 Nov 2026 09:00:00 GMT' }],
    ['GET', { range: 'bytes=0-10' }],
    ['GET', { authorization: 'Basic eDp5' }],
    ['GET', { 'x-prerender-revalidate': 'secret' }],
    ['GET', { rsc: '1' }],
    ['GET', { cookie: 'a=1; __prerender_bypass=x' }],
    ['GET', { cookie: '__next_preview_data=x' }],
  ])('leaves %s %j to Next', (method, headers) => {
    expect(microcacheKey({ method, url: '/news/', headers })).toBeNull();
  });
});
