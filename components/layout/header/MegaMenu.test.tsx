// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMenuTree } from '../menu/buildMenuTree';
import { expectNoAxeViolations } from '../test/axe';
import { layoutFixture } from '../test/layoutFixture';
import { renderWithSite } from '../test/renderWithSite';
import { MegaMenu } from './MegaMenu';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const tree = buildMenuTree(layoutFixture.headerMenu);
const renderMenu = () => renderWithSite(<MegaMenu tree={tree} />);
const products = () => screen.getByRole('button', { name: 'Products' });
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('MegaMenu', () => {
  it('renders items without children as links and items with children as disclosure buttons', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(products()).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(products()).hidden).toBe(true);
  });

  it('keeps every panel link in the markup while closed', () => {
    renderMenu();
    const panel = panelOf(products());
    const links = within(panel)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent);
    expect(links).toEqual([
      'All Products',
      'Studio',
      'Studio 4.0 launch',
      'Release notes',
      'Cloud',
      'Regions',
      'Connect',
    ]);
  });

  it('opens on hover after 300 ms and closes when the pointer leaves item and panel', () => {
    vi.useFakeTimers();
    renderMenu();
    const item = products().closest('li') as HTMLElement;
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(299));
    expect(products()).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(products()).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(products()).hidden).toBe(false);
    fireEvent.mouseLeave(item);
    expect(products()).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open when the pointer leaves before 300 ms', () => {
    vi.useFakeTimers();
    renderMenu();
    const item = products().closest('li') as HTMLElement;
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(500));
    expect(products()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the route path changes', async () => {
    const { navigate } = renderMenu();
    await userEvent.click(products());
    expect(products()).toHaveAttribute('aria-expanded', 'true');
    navigate('/products/studio/');
    expect(products()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Enter and Space, and Escape closes and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderMenu();
    products().focus();
    await user.keyboard('{Enter}');
    expect(products()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('All Products');
    await user.keyboard('{Escape}');
    expect(products()).toHaveAttribute('aria-expanded', 'false');
    expect(products()).toHaveFocus();
    await user.keyboard(' ');
    expect(products()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(products()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between top-level items with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderMenu();
    screen.getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(products()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Careers' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Developers');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Home');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Developers');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('Home');
  });

  it('does not move between top-level items from inside a panel', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(products());
    const studio = within(panelOf(products())).getByRole('link', { name: 'Studio' });
    studio.focus();
    await user.keyboard('{ArrowRight}');
    expect(studio).toHaveFocus();
  });

  it('closes when focus leaves the menu', async () => {
    const user = userEvent.setup();
    renderWithSite(
      <>
        <MegaMenu tree={tree} />
        <button type="button">elsewhere</button>
      </>,
    );
    await user.click(products());
    act(() => screen.getByRole('link', { name: 'Connect' }).focus());
    expect(products()).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
    expect(products()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens external links in a new tab when WordPress says so', () => {
    renderMenu();
    const developers = screen.getByRole('link', { name: 'Developers' });
    expect(developers).toHaveAttribute('href', 'https://developers.lavanda.example/');
    expect(developers).toHaveAttribute('target', '_blank');
    expect(developers).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('marks the link to the page shown', () => {
    renderWithSite(<MegaMenu tree={tree} />, { router: { asPath: '/' } });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no accessibility violations with a panel open', async () => {
    const { container } = renderMenu();
    await userEvent.click(products());
    await expectNoAxeViolations(container);
  });
});
