// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildMenuTree } from '../menu/buildMenuTree';
import { expectNoAxeViolations } from '../test/axe';
import { layoutFixture } from '../test/layoutFixture';
import { renderWithSite } from '../test/renderWithSite';
import { MobileMenu } from './MobileMenu';

afterEach(cleanup);

// The drawer's module brings Chakra's runtime, whose first import in a test takes longer than
// findByRole waits; imported once up front, the menu still loads it through lazy() and Suspense.
beforeAll(async () => {
  await import('./MobileDrawer');
}, 120_000);

const tree = buildMenuTree(layoutFixture.headerMenu);
const contactUs = layoutFixture.siteOptions.contactUsLink;

const renderMenu = (props: Partial<Parameters<typeof MobileMenu>[0]> = {}) => {
  const user = userEvent.setup();
  const result = renderWithSite(
    <MobileMenu tree={tree} logo={null} siteName="Lavanda" contactUs={contactUs} {...props} />,
  );
  const hamburger = screen.getByRole('button', { name: 'Open menu' });
  const openDrawer = async () => {
    await user.click(hamburger);
    // Its code loads on demand, so it appears after a moment.
    return screen.findByRole('dialog', { name: 'Menu' });
  };
  return { ...result, user, hamburger, openDrawer };
};

describe('MobileMenu', () => {
  it('is closed until the hamburger is pressed', async () => {
    const { hamburger, openDrawer } = renderMenu();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    const drawer = await openDrawer();
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(hamburger).toHaveAttribute('aria-controls', drawer.id);
    expect(drawer).toHaveAttribute('aria-modal', 'true');
  });

  it('names an element in aria-controls from the moment it opens, while the drawer loads', async () => {
    const { user, hamburger } = renderMenu();
    await user.click(hamburger);
    const controlled = hamburger.getAttribute('aria-controls');
    expect(controlled).toBe('mobile-drawer');
    expect(document.getElementById(controlled as string)).not.toBeNull();
    await screen.findByRole('dialog', { name: 'Menu' });
  });

  it('shows the logo linking home, a close button and the top-level items separated by dividers', async () => {
    const { openDrawer } = renderMenu();
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('link', { name: 'Lavanda home' })).toHaveAttribute('href', '/');
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    const items = within(drawer).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Home',
      'Products',
      'Careers',
      'Developers',
    ]);
    for (const item of items) expect(getComputedStyle(item).borderBottomWidth).toBe('1px');
  });

  it('opens a sub-menu with a back arrow; back returns to the top-level list', async () => {
    const { user, openDrawer } = renderMenu();
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Products' }));
    expect(within(drawer).getByRole('heading', { name: 'Products' })).toBeInTheDocument();
    const back = within(drawer).getByRole('button', { name: 'Back' });
    expect(back).toHaveFocus();
    await user.click(back);
    expect(within(drawer).queryByRole('button', { name: 'Back' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Products' })).toHaveFocus();
  });

  it("offers 'All {label}' only for a node with more than one child", async () => {
    const { user, openDrawer } = renderMenu();
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Products' }));
    expect(within(drawer).getByRole('link', { name: 'All Products' })).toHaveAttribute(
      'href',
      '/products/',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Back' }));
    await user.click(within(drawer).getByRole('button', { name: 'Careers' }));
    expect(within(drawer).queryByRole('link', { name: 'All Careers' })).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Open positions' })).toBeInTheDocument();
  });

  it('shows children as an accordion, one section open at a time and closable', async () => {
    const { user, openDrawer } = renderMenu();
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Products' }));
    const studio = within(drawer).getByRole('button', { name: 'Studio' });
    const cloud = within(drawer).getByRole('button', { name: 'Cloud' });
    const studioPanel = document.getElementById(studio.getAttribute('aria-controls') ?? '');
    expect(studio).toHaveAttribute('aria-expanded', 'false');
    expect(studioPanel?.hidden).toBe(true);

    await user.click(studio);
    expect(studio).toHaveAttribute('aria-expanded', 'true');
    expect(studioPanel?.hidden).toBe(false);
    expect(
      within(studioPanel as HTMLElement).getByRole('link', { name: 'All Studio' }),
    ).toBeInTheDocument();

    await user.click(cloud);
    expect(studio).toHaveAttribute('aria-expanded', 'false');
    expect(cloud).toHaveAttribute('aria-expanded', 'true');
    const cloudPanel = document.getElementById(cloud.getAttribute('aria-controls') ?? '');
    expect(within(cloudPanel as HTMLElement).queryByRole('link', { name: 'All Cloud' })).toBeNull();

    await user.click(cloud);
    expect(cloud).toHaveAttribute('aria-expanded', 'false');
    expect(within(drawer).getByRole('link', { name: 'Connect' })).toHaveAttribute(
      'href',
      '/products/connect/',
    );
  });

  it('moves focus between accordion rows with the arrow keys, Home and End', async () => {
    const { user, openDrawer } = renderMenu();
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Products' }));
    const studio = within(drawer).getByRole('button', { name: 'Studio' });
    const cloud = within(drawer).getByRole('button', { name: 'Cloud' });
    const connect = within(drawer).getByRole('link', { name: 'Connect' });
    studio.focus();
    await user.keyboard('{ArrowDown}');
    expect(cloud).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(connect).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(studio).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(connect).toHaveFocus();
    await user.keyboard('{Home}');
    expect(studio).toHaveFocus();
    await user.keyboard('{End}');
    expect(connect).toHaveFocus();
  });

  it('shows the contact-us button when site options give a link, and none otherwise', async () => {
    const { openDrawer, unmount } = renderMenu();
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact/',
    );
    unmount();
    const second = renderMenu({ contactUs: null });
    expect(
      within(await second.openDrawer()).queryByRole('link', { name: 'Contact us' }),
    ).toBeNull();
  });

  it('closes and resets on a route change', async () => {
    const { user, openDrawer, navigate } = renderMenu();
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Products' }));
    navigate('/products/connect/');
    expect(screen.queryByRole('dialog')).toBeNull();
    const reopened = await openDrawer();
    expect(within(reopened).queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('closes and resets with the close button, and returns focus to the hamburger', async () => {
    const { user, hamburger, openDrawer } = renderMenu();
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Products' }));
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hamburger).toHaveFocus();
    expect(within(await openDrawer()).queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('closes with Escape', async () => {
    const { user, hamburger, openDrawer } = renderMenu();
    await openDrawer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hamburger).toHaveFocus();
  });

  it('traps focus inside while open', async () => {
    const { user, openDrawer } = renderMenu();
    const drawer = await openDrawer();
    const first = within(drawer).getByRole('link', { name: 'Lavanda home' });
    const last = within(drawer).getByRole('link', { name: 'Contact us' });
    expect(first).toHaveFocus();
    last.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('renders outside the header, whose stacking context would put it under the cookie notice', async () => {
    const user = userEvent.setup();
    renderWithSite(
      <header>
        <MobileMenu tree={tree} logo={null} siteName="Lavanda" contactUs={contactUs} />
      </header>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer.closest('header')).toBeNull();
    expect(drawer.parentElement).toBe(document.body);
  });

  it('stops the page behind from scrolling while open', async () => {
    const { user, openDrawer } = renderMenu();
    const drawer = await openDrawer();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('has no accessibility violations, at the top level and in a sub-menu', async () => {
    const { user, openDrawer, baseElement } = renderMenu();
    const drawer = await openDrawer();
    await expectNoAxeViolations(baseElement);
    await user.click(within(drawer).getByRole('button', { name: 'Products' }));
    await user.click(within(drawer).getByRole('button', { name: 'Studio' }));
    await expectNoAxeViolations(baseElement);
  });
});
