// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/layout/test/renderWithSite';
import { PostCard } from './PostCard';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const post = {
  id: 1,
  title: 'Lavanda turns five',
  date: '2026-07-07T12:00:00',
  uri: '/lavanda-turns-five/',
  categoryName: 'Company',
  excerptHtml: '<p>Five <em>years</em>.</p>',
};

describe('PostCard', () => {
  it('shows the date in capitals, the first category, title, excerpt and a More link', () => {
    renderWithSite(<PostCard post={post} />);
    expect(screen.getByText('JUL 07, 2026')).toHaveAttribute('datetime', '2026-07-07T12:00:00');
    expect(screen.getByText('Company')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Lavanda turns five' }),
    ).toBeInTheDocument();
    expect(screen.getByText('years').tagName).toBe('EM');
    const more = screen.getByRole('link', { name: 'More: Lavanda turns five' });
    // Shown: 'More'; the link's text (crawlers' descriptive-link check) names the post.
    expect(more.querySelector('[aria-hidden="true"]')?.textContent).toBe('More');
    expect(more.textContent).toContain('Lavanda turns five');
    expect(more).toHaveAttribute('href', '/lavanda-turns-five/');
  });

  it('shows the fallback text without an excerpt, and no date or category when missing', () => {
    renderWithSite(
      <PostCard post={{ ...post, excerptHtml: null, date: null, categoryName: null }} />,
    );
    expect(screen.getByText('Read the full post for the details.')).toBeInTheDocument();
    expect(screen.queryByText('Company')).toBeNull();
    expect(document.querySelector('time')).toBeNull();
  });

  it("speaks the visitor's locale: date, fallback text and link label", () => {
    renderWithSite(<PostCard post={{ ...post, excerptHtml: null }} />, {
      router: { locale: 'de-DE' },
    });
    expect(screen.getByText('07. JULI 2026')).toBeInTheDocument();
    expect(
      screen.getByText('Lesen Sie den ganzen Beitrag für die Einzelheiten.'),
    ).toBeInTheDocument();
    const more = screen.getByRole('link', { name: 'Mehr: Lavanda turns five' });
    expect(more.querySelector('[aria-hidden="true"]')?.textContent).toBe('Mehr');
  });

  it('shows the date the server wrote out, with no date formatting in the browser', () => {
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    renderWithSite(<PostCard post={{ ...post, dateLabel: '07. JULI 2026' }} />);
    expect(screen.getByText('07. JULI 2026')).toHaveAttribute('datetime', '2026-07-07T12:00:00');
    expect(format).not.toHaveBeenCalled();
  });
});
