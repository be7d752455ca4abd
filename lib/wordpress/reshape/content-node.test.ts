import { describe, expect, it } from 'vitest';
import { asCustomContentNode, reshapeContentNode } from './content-node';
import { testContext } from './test/context';

const { context } = testContext();

const book = {
  __typename: 'Book',
  isContentNode: true,
  databaseId: 9,
  uri: '/books/dune/',
  date: '2026-02-01T10:00:00',
  dateGmt: '2026-02-01T09:00:00',
  modifiedGmt: null,
  title: 'Dune &amp; more',
  content: '<p>Spice.</p><script>x</script>',
  excerpt: '<p>Spice.</p>',
  featuredImage: null,
  author: { node: { name: 'Frank' } },
};

describe('a custom post type entry', () => {
  it('is any content node but a post, a page or a media item', () => {
    expect(asCustomContentNode(book)).toBe(book);
    for (const __typename of ['Post', 'Page', 'MediaItem']) {
      expect(asCustomContentNode({ ...book, __typename })).toBeNull();
    }
    expect(asCustomContentNode({ __typename: 'Category', isTermNode: true } as never)).toBeNull();
  });

  it('is shown as a post: plain title, sanitised content, its dates and author', () => {
    expect(reshapeContentNode(book, context)).toMatchObject({
      id: 9,
      title: 'Dune & more',
      uri: '/books/dune/',
      contentHtml: '<p>Spice.</p>',
      publishedAt: '2026-02-01T09:00:00+00:00',
      authorName: 'Frank',
      passwordProtected: false,
    });
  });
});
