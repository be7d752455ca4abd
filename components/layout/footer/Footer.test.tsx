// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutFixture } from '../test/layoutFixture';
import { renderWithSite } from '../test/renderWithSite';
import { Footer } from './Footer';

afterEach(cleanup);

const renderFooter = (props: Partial<Parameters<typeof Footer>[0]> = {}) =>
  renderWithSite(
    <Footer
      siteName="Lavanda"
      logo={null}
      menu={layoutFixture.footerMenu}
      copyright={layoutFixture.siteOptions.footerCopyright}
      {...props}
    />,
  );

describe('Footer', () => {
  it('shows one column per top-level footer item with its children as links', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const headings = within(nav).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Company', 'Legal']);
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about/');
  });

  it("falls back to '#' for a link without a uri", () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Press' })).toHaveAttribute('href', '#');
  });

  it("links a column heading that has its own page, and not one that is only '#'", () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Legal' })).toHaveAttribute('href', '/legal/');
    expect(screen.queryByRole('link', { name: 'Company' })).toBeNull();
  });

  it('prints the copyright line with the current year', () => {
    renderFooter();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Lavanda Software. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('uses the site name without a configured copyright text', () => {
    renderFooter({ copyright: null });
    expect(screen.getByText(`© ${new Date().getFullYear()} Lavanda`)).toBeInTheDocument();
  });

  it('has no menu navigation without a footer menu', () => {
    renderFooter({ menu: [] });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
