import { test as base, expect } from '@playwright/test';

/**
 * The specs' `test`: `baseURL` is the site started by global-setup for this project (demo or
 * reference), read when the test runs because the servers' ports are chosen at run time.
 */
export const test = base.extend({
  baseURL: async ({}, provide, testInfo) => {
    const name = testInfo.project.name === 'reference' ? 'E2E_REFERENCE_URL' : 'E2E_DEMO_URL';
    await provide(process.env[name]);
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
