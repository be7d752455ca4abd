// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/components/layout/test/axe';
import { renderWithSite } from '@/components/layout/test/renderWithSite';
import { decodePageState } from '@/lib/routing/page-state';
import { Pagination } from './Pagination';

afterEach(cleanup);

const render = (offset: number, pageCount: number) =>
  renderWithSite(
    <Pagination
      basePath="/category/news/"
      pagination={{ offset, pageCount, hasPrevious: offset > 0, hasMore: offset + 1 < pageCount }}
    />,
  );

const offsetOf = (link: HTMLElement) =>
  decodePageState(
    new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('q') ?? undefined,
  ).offset;

describe('Pagination', () => {
  it('links page n with offset n-1 in q, and page 1 without q', () => {
    render(2, 8);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Go to page number 1' })).toHaveProperty(
      'pathname',
      '/category/news/',
    );
    expect(offsetOf(screen.getByRole('link', { name: 'Go to page number 5' }))).toBe(4);
    expect(screen.getByText('3')).toHaveAttribute('aria-current', 'page');
    expect(offsetOf(screen.getByRole('link', { name: 'next' }))).toBe(3);
    expect(offsetOf(screen.getByRole('link', { name: 'previous' }))).toBe(1);
    expect(offsetOf(screen.getByRole('link', { name: 'last' }))).toBe(7);
  });

  it('disables first and previous on the first page, next and last on the last', () => {
    const { unmount } = render(0, 3);
    expect(screen.getByText('first')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('previous')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'next' })).toBeInTheDocument();
    unmount();
    render(2, 3);
    expect(screen.getByText('next')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('last')).toHaveAttribute('aria-disabled', 'true');
  });

  it('is not shown for a single page', () => {
    render(0, 1);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(1, 4);
    await expectNoAxeViolations(container);
  });
});
