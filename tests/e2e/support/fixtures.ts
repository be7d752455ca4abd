import { test as base, expect } from '@playwright/test';

/** Which site each project's specs run against (set by global-setup). */
const SITE_URL_VARIABLE: Record<string, string> = {
  demo: 'E2E_DEMO_URL',
  reference: 'E2E_REFERENCE_URL',
  wordpress: 'E2E_WORDPRESS_URL',
};

/**
 * The specs' `test`: `baseURL` is the site started by global-setup for this project (demo,
 * reference or the real WordPress), read when the test runs because the servers' ports are chosen at run time.
 */
export const test = base.extend({
  baseURL: async ({}, provide, testInfo) => {
    await provide(process.env[SITE_URL_VARIABLE[testInfo.project.name] ?? 'E2E_DEMO_URL']);
  },
});

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
