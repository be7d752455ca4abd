import { describe, expect, it } from 'vitest';
import { PREVIEW_PARAMS_ERROR, parsePreviewParams } from './preview-params';

describe('parsePreviewParams', () => {
  it('reads the links WordPress and Faust build', () => {
    expect(parsePreviewParams({ p: '1164', preview: 'true', typeName: 'Post' })).toEqual({
      ok: true,
      request: { id: 1164, typeName: 'Post' },
    });
    expect(parsePreviewParams({ p: '2', page_id: '2', preview: 'true' })).toEqual({
      ok: true,
      request: { id: 2, typeName: 'Page' },
    });
    expect(parsePreviewParams({ p: '7', preview: 'true', postType: 'page' })).toEqual({
      ok: true,
      request: { id: 7, typeName: 'page' },
    });
    expect(parsePreviewParams({ p: '7', preview: 'true' })).toEqual({
      ok: true,
      request: { id: 7, typeName: null },
    });
  });

  it.each([
    ['no p', { preview: 'true' }],
    ['no preview', { p: '1' }],
    ['preview not the string true', { p: '1', preview: '1' }],
    ['p as an array', { p: ['1', '2'], preview: 'true' }],
    ['preview as an array', { p: '1', preview: ['true', 'true'] }],
    ['p not a number', { p: 'abc', preview: 'true' }],
    ['p zero', { p: '0', preview: 'true' }],
    ['p with a sign', { p: '-1', preview: 'true' }],
    ['p too large', { p: '99999999999999999999', preview: 'true' }],
    ['typeName as an array', { p: '1', preview: 'true', typeName: ['Post', 'Page'] }],
    ['typeName with markup', { p: '1', preview: 'true', typeName: '<b>' }],
  ])('refuses %s with usePreviewNode()’s message', (_name, query) => {
    expect(parsePreviewParams(query)).toEqual({ ok: false, error: PREVIEW_PARAMS_ERROR });
  });

  it('says it word for word', () => {
    expect(PREVIEW_PARAMS_ERROR).toBe(
      'usePreviewNode() requires the "p" and "preview" URL query parameters i.e. ?p=123&preview=true',
    );
  });
});
