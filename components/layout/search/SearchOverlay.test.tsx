// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithSite } from '../test/renderWithSite';
import { SearchOverlay } from './SearchOverlay';

afterEach(cleanup);

const renderSearch = (asPath = '/') => {
  const user = userEvent.setup();
  const result = renderWithSite(
    <>
      <SearchOverlay siteName="Lavanda" />
      <p>Somewhere else</p>
    </>,
    { router: { asPath } },
  );
  const toggle = () => screen.getByRole('button', { name: /^(open|close) search$/i });
  const box = () => screen.getByRole('searchbox', { hidden: true }) as HTMLInputElement;
  return { ...result, user, toggle, box };
};

describe('SearchOverlay', () => {
  it('is closed by default', () => {
    const { toggle, box } = renderSearch();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search')).toBeNull();
    expect(box().closest('[hidden]')).not.toBeNull();
  });

  it('opens and closes with the icon, focusing the box when open', async () => {
    const { user, toggle, box } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(box()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('closes on a click outside, not on a click inside', async () => {
    const { user, box } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.click(box());
    expect(screen.getByRole('search')).toBeInTheDocument();
    await user.click(screen.getByText('Somewhere else'));
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('closes with Escape and returns focus to the icon', async () => {
    const { user } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus();
  });

  it("has the placeholder 'Search' plus the site name", () => {
    const { box } = renderSearch();
    expect(box().placeholder).toBe('Search Lavanda');
  });

  it('starts empty outside a search page', async () => {
    const { user, box } = renderSearch('/news/');
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(box().value).toBe('');
  });

  it('is prefilled with the segment after search', async () => {
    const { user, box } = renderSearch('/search/team%20news?q=eyJvZmZzZXQiOjF9');
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(box().value).toBe('team news');
  });

  it('goes to /search/{term}/ on Enter, the term URL-encoded', async () => {
    const { user, box, router } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.type(box(), 'a/b & c{Enter}');
    expect(router.push).toHaveBeenCalledWith('/search/a%2Fb%20%26%20c/');
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('goes to /search/{term}/ with the SEARCH button', async () => {
    const { user, box, router } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.type(box(), 'cloud');
    const submit = screen.getByRole('button', { name: 'Search' });
    expect(getComputedStyle(submit).textTransform).toBe('uppercase');
    await user.click(submit);
    expect(router.push).toHaveBeenCalledWith('/search/cloud/');
  });

  it('closes on a route change', async () => {
    const { user, navigate } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    navigate('/search/cloud');
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('has no accessibility violations when open', async () => {
    const { user, container } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await expectNoAxeViolations(container);
  });
});
