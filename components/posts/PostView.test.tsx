// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/components/layout/test/axe';
import { renderWithSite } from '@/components/layout/test/renderWithSite';
import { PostView } from './PostView';

afterEach(cleanup);

const post = {
  id: 1,
  title: 'Launch notes',
  date: '2026-01-05T10:00:00',
  publishedAt: '2026-01-05T09:00:00+00:00',
  modifiedAt: null,
  authorName: 'Ana',
  uri: '/product-news/launch-notes/',
  categoryLabel: 'PRODUCT NEWS',
  contentHtml: '<p>Read <a href="/about/">about us</a>.</p>',
  blockSheets: [],
  blockCss: '',
  passwordProtected: false,
  featuredImage: {
    url: 'http://127.0.0.1:4000/wp-content/uploads/a.png',
    alt: 'A launch',
    width: 1200,
    height: 675,
  },
  stickyHeader: false,
};

describe('PostView', () => {
  it('shows the featured image, date, category label, title and content', async () => {
    const { container } = renderWithSite(<PostView post={post} />);
    const image = screen.getByRole('img', { name: 'A launch' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '675');
    expect(image.getAttribute('src')).toMatch(
      /^\/_next\/image\/\?url=http%3A%2F%2F127\.0\.0\.1%3A4000/,
    );
    expect(image).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('JAN 05, 2026')).toBeInTheDocument();
    expect(screen.getByText('PRODUCT NEWS')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Launch notes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'about us' })).toHaveAttribute('href', '/about/');
    await expectNoAxeViolations(container);
  });

  it("labels a post whose path has no category part as uncategorized, in the visitor's language", () => {
    const uncategorized = { ...post, uri: '/launch-notes/', categoryLabel: null };
    renderWithSite(<PostView post={uncategorized} />);
    expect(screen.getByText('UNCATEGORIZED')).toBeInTheDocument();
    cleanup();
    renderWithSite(<PostView post={uncategorized} />, { router: { locale: 'de-DE' } });
    expect(screen.getByText('OHNE KATEGORIE')).toBeInTheDocument();
    expect(screen.queryByText('UNCATEGORIZED')).toBeNull();
  });

  it('says that a password-protected post’s content is protected', () => {
    renderWithSite(<PostView post={{ ...post, contentHtml: '', passwordProtected: true }} />);
    expect(screen.getByRole('note').textContent).toBe('This content is password protected.');
  });

  it('has no image without a featured image', () => {
    renderWithSite(<PostView post={{ ...post, featuredImage: null }} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
