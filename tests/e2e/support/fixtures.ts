import { type Page, test as base, expect } from '@playwright/test';

/** Which site each project's specs run against (set by global-setup). */
const SITE_URL_VARIABLE: Record<string, string> = {
  demo: 'E2E_DEMO_URL',
  reference: 'E2E_REFERENCE_URL',
  wordpress: 'E2E_WORDPRESS_URL',
  plain: 'E2E_PLAIN_URL',
};

/**
 * The specs' `test`: `baseURL` is the site started by global-setup for this project (demo,
 * reference or the real WordPress), read when the test runs because the servers' ports are chosen at run time.
 */
export const test = base.extend({
  baseURL: async ({}, provide, testInfo) => {
    await provide(process.env[SITE_URL_VARIABLE[testInfo.project.name] ?? 'E2E_DEMO_URL']);
  },
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (waitsForLoad(options)) await untilReactTakesOver(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (waitsForLoad(options)) await untilReactTakesOver(page);
      return response;
    };
    await provide(page);
  },
});

/** A navigation a spec made to act on the page, not to look at what came before `load`. */
function waitsForLoad(options?: { waitUntil?: string }): boolean {
  return !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle';
}

/**
 * The site's scripts load once a page has painted (lib/next/after-paint-head.tsx), which can come
 * after the `load` event a navigation waits for. A visitor's click does something once React has
 * taken over the page (hydrateRoot has marked Next's root: from then on React hydrates what is
 * clicked at once and replays the click), so the specs' `goto` and `reload` wait for that, on the
 * site's pages (those with Next's page data). A page that never gets there is left to the spec's
 * own assertions.
 */
async function untilReactTakesOver(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const root = document.getElementById('__next');
        if (!document.getElementById('__NEXT_DATA__') || !root) return true;
        return Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

export { expect };

/** Fails a test on any uncaught error in the page or failed request for the site's own assets. */
export function watchPageErrors(page: import('@playwright/test').Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Marks the current document; the returned check says whether the page is still that document
 * (a client-side navigation) rather than a new one (a full load).
 */
export async function markDocument(page: import('@playwright/test').Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  return () =>
    page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
}
