// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/layout/test/renderWithSite';
import { IntentLink } from './IntentLink';

afterEach(cleanup);

describe('IntentLink', () => {
  it('is a link to the path that prefetches nothing on sight', () => {
    const { router } = renderWithSite(<IntentLink href="/about/">About</IntentLink>);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about/');
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it('prefetches on hover, once however often the visitor hovers', () => {
    const { router } = renderWithSite(<IntentLink href="/about/">About</IntentLink>);
    const link = screen.getByRole('link', { name: 'About' });
    fireEvent.mouseEnter(link);
    fireEvent.mouseLeave(link);
    fireEvent.mouseEnter(link);
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    expect(router.prefetch).toHaveBeenCalledWith('/about/', '/about/', expect.anything());
  });

  it('prefetches on keyboard focus and on touch, once for both', () => {
    const { router } = renderWithSite(
      <>
        <IntentLink href="/news/">News</IntentLink>
        <IntentLink href="/team/">Team</IntentLink>
      </>,
    );
    fireEvent.focus(screen.getByRole('link', { name: 'News' }));
    fireEvent.touchStart(screen.getByRole('link', { name: 'Team' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Team' }));
    expect(vi.mocked(router.prefetch).mock.calls.map(([url]) => url)).toEqual(['/news/', '/team/']);
  });

  it('keeps its own focus handler', () => {
    let focused = 0;
    renderWithSite(
      <IntentLink href="/about/" onFocus={() => (focused += 1)}>
        About
      </IntentLink>,
    );
    fireEvent.focus(screen.getByRole('link', { name: 'About' }));
    expect(focused).toBe(1);
  });

  it('navigates client-side on a plain click, leaving modified clicks to the browser', () => {
    const { router } = renderWithSite(<IntentLink href="/about/">About</IntentLink>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/about/');
  });

  it('leaves a link opening a new tab to the browser', () => {
    const { router } = renderWithSite(
      <IntentLink href="/about/" target="_blank">
        About
      </IntentLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('is a plain link where no router is mounted', () => {
    render(<IntentLink href="/about/">About</IntentLink>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(fireEvent.click(link)).toBe(true);
    expect(link).toHaveAttribute('href', '/about/');
  });

  it("writes the current locale's prefix into the address, as the router navigates", () => {
    const { router } = renderWithSite(
      <>
        <IntentLink href="/about/">About</IntentLink>
        <IntentLink href="/">Home</IntentLink>
      </>,
      { router: { locale: 'de-DE' } },
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/de-DE/about/');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/de-DE/');
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(router.push).toHaveBeenCalledWith('/about/');
  });
});
