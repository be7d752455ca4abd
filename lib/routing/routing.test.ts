import { describe, expect, it } from 'vitest';
import { contentUriFromSegments } from './content-uri';
import {
  FIRST_PAGE,
  MAX_OFFSET,
  decodePageState,
  encodePageState,
  pageHref,
  pageStateForPage,
} from './page-state';
import { MAX_SEARCH_TERM_LENGTH, parseSearchTerm } from './search-term';

describe('page state in q', () => {
  it('round-trips the offset through the encoded object', () => {
    for (const offset of [0, 1, 7, MAX_OFFSET]) {
      const q = encodePageState({ offset });
      expect(q).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodePageState(q)).toEqual({ offset });
    }
  });

  it('reads a plain JSON object too', () => {
    expect(decodePageState('{"offset":3}')).toEqual({ offset: 3 });
  });

  it.each([
    ['missing', undefined],
    ['an array of values', ['a', 'b']],
    ['empty', ''],
    ['not base64', '%%%'],
    ['base64 of non-JSON', btoa('hello')],
    ['not an object', encodeBase64Url('[1,2]')],
    ['null', encodeBase64Url('null')],
    ['a number', encodeBase64Url('5')],
    ['without offset', encodeBase64Url('{"page":2}')],
    ['a string offset', encodeBase64Url('{"offset":"2"}')],
    ['negative', encodeBase64Url('{"offset":-1}')],
    ['fractional', encodeBase64Url('{"offset":1.5}')],
    ['huge', encodeBase64Url('{"offset":1e300}')],
    ['past the limit', encodeBase64Url(`{"offset":${MAX_OFFSET + 1}}`)],
    ['too long', 'A'.repeat(5000)],
    ['markup', '<script>alert(1)</script>'],
    ['a prototype key', '{"__proto__":{"offset":2}}'],
  ])('falls back to the first page when q is %s', (_name, q) => {
    expect(decodePageState(q)).toEqual(FIRST_PAGE);
  });

  it('moves to page n by offset n-1, page 0 giving 0', () => {
    expect(pageStateForPage(1)).toEqual({ offset: 0 });
    expect(pageStateForPage(3)).toEqual({ offset: 2 });
    expect(pageStateForPage(0)).toEqual({ offset: 0 });
    expect(pageStateForPage(-4)).toEqual({ offset: 0 });
  });

  it('links the first page without q and later pages with it', () => {
    expect(pageHref('/category/news/', 1)).toBe('/category/news/');
    const href = pageHref('/category/news/', 2);
    expect(href.startsWith('/category/news/?q=')).toBe(true);
    expect(decodePageState(new URL(href, 'http://x').searchParams.get('q'))).toEqual({ offset: 1 });
  });
});

function encodeBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('parseSearchTerm', () => {
  it('trims and collapses white space', () => {
    expect(parseSearchTerm('  hello \n  world ')).toBe('hello world');
  });

  it('is null for nothing to search', () => {
    expect(parseSearchTerm(undefined)).toBeNull();
    expect(parseSearchTerm('   ')).toBeNull();
    expect(parseSearchTerm(42)).toBeNull();
  });

  it('cuts long terms to 100 characters, counting characters not bytes', () => {
    expect(parseSearchTerm('x'.repeat(5000))).toHaveLength(MAX_SEARCH_TERM_LENGTH);
    expect(Array.from(parseSearchTerm('😀'.repeat(150)) ?? '')).toHaveLength(100);
  });

  it('removes control characters and keeps markup as text', () => {
    expect(parseSearchTerm('a\u0000b')).toBe('a b');
    expect(parseSearchTerm('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('contentUriFromSegments', () => {
  it('joins segments into a WordPress URI with slashes', () => {
    expect(contentUriFromSegments(['about', 'team'])).toBe('/about/team/');
    expect(contentUriFromSegments('about')).toBe('/about/');
    expect(contentUriFromSegments(undefined)).toBe('/');
    expect(contentUriFromSegments(['greek', 'επίπεδο-2'])).toBe('/greek/επίπεδο-2/');
  });

  it('refuses paths no WordPress node can have', () => {
    expect(contentUriFromSegments(['a'.repeat(2000)])).toBeNull();
    expect(contentUriFromSegments(['..', 'etc'])).toBeNull();
    expect(contentUriFromSegments(['a\u0000b'])).toBeNull();
    // Decoded %3F / %23: WPGraphQL would read a query (`?p=1`) or a fragment (`#comment-2`).
    expect(contentUriFromSegments(['hello?p=1'])).toBeNull();
    expect(contentUriFromSegments(['hello#comment-2'])).toBeNull();
  });
});
