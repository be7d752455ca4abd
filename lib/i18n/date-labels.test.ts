import { describe, expect, it } from 'vitest';
import type { ContentView } from '@/lib/routing/content-page-props';
import type { PostCardData, PostData } from '@/lib/wordpress/types/content';
import { withDateLabels } from './date-labels';
import { postDateLabel } from './formatPostDate';

const card = (id: number, date: string | null): PostCardData => ({
  id,
  title: `Post ${id}`,
  date,
  uri: `/news/post-${id}/`,
  categoryName: 'News',
  excerptHtml: null,
});

const post = { title: 'Launch', date: '2026-01-05T10:00:00' } as PostData;

describe('withDateLabels', () => {
  it("writes a post's date out in the page's locale", () => {
    const view = withDateLabels({ kind: 'post', post }, 'de-DE');
    expect(view.kind === 'post' && view.post.dateLabel).toBe(postDateLabel(post.date, 'de-DE'));
    expect(view.kind === 'post' && view.post.dateLabel).toMatch(/05.*2026/);
    expect(withDateLabels({ kind: 'post', post }, 'en-US')).toMatchObject({
      post: { dateLabel: 'JAN 05, 2026' },
    });
  });

  it('labels every card of a listing, null for a post without a date', () => {
    const view: ContentView = {
      kind: 'listing',
      listing: {
        mode: 'category',
        title: 'News',
        descriptionHtml: null,
        basePath: '/news/',
        list: {
          posts: [card(1, '2025-12-31T23:30:00'), card(2, null)],
          pagination: { offset: 0, pageCount: 1, hasMore: false, hasPrevious: false },
        },
      },
    };
    const labelled = withDateLabels(view, 'en-US');
    expect(
      labelled.kind === 'listing' && labelled.listing.list.posts.map((p) => p.dateLabel),
    ).toEqual(['DEC 31, 2025', null]);
  });

  it('takes the default locale when Next gives none', () => {
    expect(withDateLabels({ kind: 'post', post }, undefined)).toMatchObject({
      post: { dateLabel: 'JAN 05, 2026' },
    });
  });

  it('leaves the view it was given as it was (the page data keeps the raw date too)', () => {
    const view: ContentView = { kind: 'post', post };
    withDateLabels(view, 'en-US');
    expect(view.post).not.toHaveProperty('dateLabel');
  });
});
