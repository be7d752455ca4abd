// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Layout } from './Layout';
import { expectNoAxeViolations } from './test/axe';
import { layoutFixture } from './test/layoutFixture';
import { renderWithSite } from './test/renderWithSite';

afterEach(() => {
  cleanup();
  document.cookie = 'cookie-agreed=; Max-Age=0; Path=/';
});

const page = <p>Page content</p>;

describe('Layout', () => {
  it('frames the page with header, one main landmark and footer', () => {
    renderWithSite(<Layout layout={layoutFixture}>{page}</Layout>);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Page content')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it('shows the fallback logo with alt "logo" in header and footer when none is configured', () => {
    renderWithSite(<Layout layout={layoutFixture}>{page}</Layout>);
    const logos = screen.getAllByRole('img', { name: 'logo' });
    expect(logos).toHaveLength(2);
    expect(logos.map((logo) => logo.getAttribute('src'))).toEqual([
      '/img/logo.svg',
      '/img/logo.svg',
    ]);
    const footerLogo = within(screen.getByRole('contentinfo')).getByRole('img', { name: 'logo' });
    expect([footerLogo.getAttribute('width'), footerLogo.getAttribute('height')]).toEqual([
      '60',
      '60',
    ]);
  });

  it('shows the configured logo with its alt text', () => {
    const layout = {
      ...layoutFixture,
      siteOptions: {
        ...layoutFixture.siteOptions,
        logo: { url: 'https://cms.example/logo.png', alt: 'Lavanda', width: 200, height: 50 },
      },
    };
    renderWithSite(<Layout layout={layout}>{page}</Layout>);
    const headerLogo = within(screen.getByRole('banner')).getAllByRole('img', {
      name: 'Lavanda',
    })[0];
    expect(headerLogo).toHaveAttribute('src', 'https://cms.example/logo.png');
    expect(headerLogo).toHaveAttribute('width', '160');
    // 60 px high in the footer at its own proportions, not squeezed into 60x60.
    const footerLogo = within(screen.getByRole('contentinfo')).getByRole('img', {
      name: 'Lavanda',
    });
    expect([footerLogo.getAttribute('width'), footerLogo.getAttribute('height')]).toEqual([
      '240',
      '60',
    ]);
    expect(footerLogo.style.width).toBe('240px');
    expect(footerLogo.style.height).toBe('60px');
  });

  it('links the logo home', () => {
    renderWithSite(<Layout layout={layoutFixture}>{page}</Layout>);
    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'Lavanda home' });
    expect(home).toHaveAttribute('href', '/');
  });

  it('shows the contact-us button from site options', () => {
    renderWithSite(<Layout layout={layoutFixture}>{page}</Layout>);
    const contact = within(screen.getByRole('banner')).getByRole('link', { name: 'Contact us' });
    expect(contact).toHaveAttribute('href', '/contact/');
  });

  it('shows no contact-us button without a link', () => {
    const layout = {
      ...layoutFixture,
      siteOptions: { ...layoutFixture.siteOptions, contactUsLink: null },
    };
    renderWithSite(<Layout layout={layout}>{page}</Layout>);
    expect(screen.queryByRole('link', { name: 'Contact us' })).toBeNull();
  });

  it('makes the header sticky unless the page says otherwise', () => {
    const { unmount } = renderWithSite(<Layout layout={layoutFixture}>{page}</Layout>);
    expect(getComputedStyle(screen.getByRole('banner')).position).toBe('sticky');
    unmount();
    renderWithSite(
      <Layout layout={layoutFixture} stickyHeader={false}>
        {page}
      </Layout>,
    );
    expect(getComputedStyle(screen.getByRole('banner')).position).toBe('relative');
  });

  it('renders a minimal chrome for a page without layout data', () => {
    renderWithSite(<Layout>{page}</Layout>);
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'logo' })).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(screen.getByText(`© ${new Date().getFullYear()}`)).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithSite(<Layout layout={layoutFixture}>{page}</Layout>);
    await expectNoAxeViolations(container, { wholePage: true });
  });
});
