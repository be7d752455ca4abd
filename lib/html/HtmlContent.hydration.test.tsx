// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterContext } from '@/lib/next/router-context';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { createMockRouter } from '@/components/layout/test/mockRouter';
import { BODY_IN_DOCUMENT } from './body-once';
import { HtmlContent } from './HtmlContent';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const BODY = '<h2>Launch</h2><p>Read <a href="/about/">About us</a> first.</p>';
const router = createMockRouter();
const Site = ({ children }: { children: ReactNode }) => (
  <RouterContext.Provider value={router}>
    <main>{children}</main>
  </RouterContext.Provider>
);

/** The server's HTML of `body`, then the browser hydrating it with the first page's data. */
function hydrateFirstPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Site>
      <HtmlContent html={BODY} className="prose" />
    </Site>,
  );
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  const result = render(<HtmlContent html={BODY_IN_DOCUMENT} className="prose" />, {
    container,
    hydrate: true,
    wrapper: Site,
  });
  return { ...result, errors, body: () => container.querySelector('.prose')?.innerHTML };
}

it("hydrates the first page's body from its HTML when the page data leaves it out", () => {
  const { errors, body, rerender } = hydrateFirstPage();
  expect(body()).toBe(BODY);
  expect(errors).not.toHaveBeenCalled();
  // A later render of the same page (the data still without its body) keeps it.
  rerender(<HtmlContent html={BODY_IN_DOCUMENT} className="prose" />);
  expect(body()).toBe(BODY);
  // Its links still navigate client-side.
  expect(fireEvent.click(screen.getByText('About us'))).toBe(false);
  expect(router.push).toHaveBeenCalledWith('/about/');
});

it('shows the body a client-side navigation brings in its data', () => {
  const { body, rerender } = hydrateFirstPage();
  rerender(<HtmlContent html="<p>The next post.</p>" className="prose" />);
  expect(body()).toBe('<p>The next post.</p>');
});
