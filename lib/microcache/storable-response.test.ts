import type { OutgoingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isStorableResponse } from './storable-response';

const hit: OutgoingHttpHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'x-nextjs-cache': 'HIT',
  'Cache-Control': 's-maxage=60, stale-while-revalidate=31535940',
  Vary: 'Accept-Encoding',
};

describe('isStorableResponse', () => {
  it('keeps a complete page Next served from its cache', () => {
    expect(isStorableResponse(200, hit)).toBe(true);
    expect(isStorableResponse(200, { ...hit, Vary: undefined })).toBe(true);
  });

  it.each<[string, number, OutgoingHttpHeaders]>([
    ['a page being regenerated (STALE)', 200, { ...hit, 'x-nextjs-cache': 'STALE' }],
    ['a page just rendered (MISS)', 200, { ...hit, 'x-nextjs-cache': 'MISS' }],
    ['an answer Next does not cache', 200, { ...hit, 'x-nextjs-cache': undefined }],
    ['a 404', 404, hit],
    ['a redirect', 307, hit],
    ['an answer setting a cookie', 200, { ...hit, 'Set-Cookie': ['a=1'] }],
    ['a private answer', 200, { ...hit, 'Cache-Control': 'private, no-cache' }],
    ['an answer varying on a cookie', 200, { ...hit, Vary: 'Accept-Encoding, Cookie' }],
    ['an optimised image (its format follows Accept)', 200, { ...hit, Vary: 'Accept' }],
    ['an answer without a type', 200, { ...hit, 'Content-Type': undefined }],
  ])('does not keep %s', (_case, status, headers) => {
    expect(isStorableResponse(status, headers)).toBe(false);
  });
});
