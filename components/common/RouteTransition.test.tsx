// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/layout/test/renderWithSite';
import { RouteTransition, SHOW_AFTER_MS } from './RouteTransition';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function start(
  events: ReturnType<typeof renderWithSite>['router']['events'],
  url: string,
  shallow = false,
) {
  act(() => events.emit('routeChangeStart', url, { shallow }));
  act(() => vi.advanceTimersByTime(SHOW_AFTER_MS));
}

describe('RouteTransition', () => {
  it('shows the page until a client-side navigation has been loading a moment', () => {
    vi.useFakeTimers();
    const { router } = renderWithSite(<RouteTransition>content</RouteTransition>);
    act(() => router.events.emit('routeChangeStart', '/about/', { shallow: false }));
    expect(screen.getByText('content')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SHOW_AFTER_MS));
    expect(screen.queryByText('content')).toBeNull();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    act(() => router.events.emit('routeChangeComplete', '/about/', { shallow: false }));
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('shows the full-height spinner when going home, in any locale', () => {
    vi.useFakeTimers();
    const { router } = renderWithSite(<RouteTransition>content</RouteTransition>);
    start(router.events, '/de-DE/?x=1');
    expect(screen.getByRole('status')).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('ignores shallow changes and recovers from errors', () => {
    vi.useFakeTimers();
    const { router } = renderWithSite(<RouteTransition>content</RouteTransition>);
    start(router.events, '/a/', true);
    expect(screen.getByText('content')).toBeInTheDocument();
    start(router.events, '/a/');
    act(() => router.events.emit('routeChangeError', new Error('x'), '/a/', { shallow: false }));
    expect(screen.getByText('content')).toBeInTheDocument();
  });
});
