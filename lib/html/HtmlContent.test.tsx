// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/layout/test/renderWithSite';
import { HtmlContent } from './HtmlContent';

afterEach(cleanup);

const html =
  '<p><a href="/about/">About</a> <a href="https://x.test/">Away</a> ' +
  '<a href="/new/" target="_blank" rel="noopener noreferrer">Tab</a> <a href="#top">Top</a></p>';

describe('HtmlContent', () => {
  it('renders the sanitised HTML as it is', () => {
    const { container } = renderWithSite(
      <HtmlContent html="<h2>Hi</h2><p>there</p>" className="c" />,
    );
    expect(container.querySelector('div.c')?.innerHTML).toBe('<h2>Hi</h2><p>there</p>');
  });

  it('renders nothing for empty HTML', () => {
    const { container } = renderWithSite(<HtmlContent html="" className="c" />);
    expect(container.querySelector('.c')).toBeNull();
  });

  it('navigates client-side for a plain click on a site path', () => {
    const { router } = renderWithSite(<HtmlContent html={html} />);
    const notPrevented = fireEvent.click(screen.getByText('About'));
    expect(notPrevented).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/about/');
  });

  it('leaves other links, new tabs, fragments and modified clicks to the browser', () => {
    const { router } = renderWithSite(<HtmlContent html={html} />);
    expect(fireEvent.click(screen.getByText('Away'))).toBe(true);
    expect(fireEvent.click(screen.getByText('Tab'))).toBe(true);
    expect(fireEvent.click(screen.getByText('Top'))).toBe(true);
    expect(fireEvent.click(screen.getByText('About'), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByText('About'), { button: 1 })).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches a site path on hover, focus or touch, once', () => {
    const { router } = renderWithSite(<HtmlContent html={html} />);
    fireEvent.mouseOver(screen.getByText('About'));
    fireEvent.mouseOver(screen.getByText('Away'));
    fireEvent.mouseOver(screen.getByText('About'));
    fireEvent.focus(screen.getByText('About'));
    fireEvent.touchStart(screen.getByText('About'));
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    expect(router.prefetch).toHaveBeenCalledWith('/about/', undefined, { priority: false });
  });

  it('prefetches a link reached by keyboard or touch', () => {
    const { router } = renderWithSite(
      <HtmlContent html={'<a href="/one/">One</a> <a href="/two/">Two</a>'} />,
    );
    fireEvent.focus(screen.getByText('One'));
    fireEvent.touchStart(screen.getByText('Two'));
    expect(vi.mocked(router.prefetch).mock.calls.map(([url]) => url)).toEqual(['/one/', '/two/']);
  });
});
