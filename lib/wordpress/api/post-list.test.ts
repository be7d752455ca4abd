import { describe, expect, it } from 'vitest';
import type { PostListData } from '../types/content';
import { isPastTheEnd } from './post-list';

const list = (offset: number, posts: number): PostListData => ({
  posts: Array.from({ length: posts }, (_, id) => ({
    id,
    title: `Post ${id}`,
    date: null,
    uri: `/p${id}/`,
    categoryName: null,
    excerptHtml: null,
  })),
  pagination: {
    offset,
    pageCount: posts ? offset + 1 : 0,
    hasMore: false,
    hasPrevious: offset > 0,
  },
});

describe('a listing page past the end', () => {
  it('is a later page without posts; the first page of an empty list is not', () => {
    expect(isPastTheEnd(list(1, 0))).toBe(true);
    expect(isPastTheEnd(list(9999, 0))).toBe(true);
    expect(isPastTheEnd(list(0, 0))).toBe(false);
    expect(isPastTheEnd(list(3, 2))).toBe(false);
  });
});
