// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/components/layout/test/axe';
import { renderWithSite } from '@/components/layout/test/renderWithSite';
import type { ListingData } from '@/lib/wordpress/types/content';
import { PostListing } from './PostListing';

afterEach(cleanup);

const card = (id: number) => ({
  id,
  title: `Post ${id}`,
  date: '2026-01-05T10:00:00',
  uri: `/post-${id}/`,
  categoryName: 'News',
  excerptHtml: null,
});

const listing = (overrides: Partial<ListingData> = {}): ListingData => ({
  mode: 'category',
  title: 'News',
  descriptionHtml: '<p>All the <strong>news</strong>.</p>',
  list: {
    posts: [card(1), card(2)],
    pagination: { offset: 0, pageCount: 2, hasMore: true, hasPrevious: false },
  },
  basePath: '/category/news/',
  ...overrides,
});

const empty = {
  posts: [],
  pagination: { offset: 0, pageCount: 0, hasMore: false, hasPrevious: false },
};

describe('PostListing', () => {
  it('says which kind of archive a tag or an author listing is, above its name', async () => {
    const tag = renderWithSite(
      <PostListing listing={listing({ mode: 'tag', title: 'Studio', basePath: '/tag/studio/' })} />,
    );
    expect(screen.getByText('Tag')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Studio' })).toBeInTheDocument();
    await expectNoAxeViolations(tag.container);
    cleanup();
    renderWithSite(
      <PostListing
        listing={listing({ mode: 'author', title: 'Jonas Feld', basePath: '/author/jonas/' })}
      />,
    );
    expect(screen.getByText('Posts by')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Jonas Feld' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    cleanup();
    renderWithSite(<PostListing listing={listing()} />);
    expect(screen.queryByText('Tag')).toBeNull();
  });

  it('shows the category banner, its description, the cards and pagination', async () => {
    const { container } = renderWithSite(<PostListing listing={listing()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(screen.getByText('news').tagName).toBe('STRONG');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("titles a search 'Search: {term}', the term as text", () => {
    renderWithSite(
      <PostListing
        listing={listing({ mode: 'search', title: '<b>x</b>', descriptionHtml: null })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Search: <b>x</b>');
  });

  it('has an empty state for a search and another for a listing', () => {
    const { unmount } = renderWithSite(
      <PostListing listing={listing({ mode: 'search', list: empty })} />,
    );
    expect(screen.getByText('No results found with your search')).toBeInTheDocument();
    unmount();
    renderWithSite(<PostListing listing={listing({ list: empty })} />);
    expect(screen.getByText('There are no results here yet!')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
