import { defineConfig } from '@playwright/test';
import { hasReference, hasWordPressLive } from './tests/support/shared-dir';

// The reference project runs only where ../shared is beside the checkout (CI always has it).
if (!hasReference) console.warn('SKIPPED: reference site browser tests, ../shared is missing');

/**
 * Browser tests against production servers started by tests/e2e/support/global-setup.ts: the
 * content service with the demo content (project `demo`) and with the reference WordPress's
 * export (project `reference`), and the real WordPress (project `wordpress`, specs in
 * tests/e2e/wordpress/), one `next build` shared by all. Browsers cannot be downloaded
 * here: the tests drive Debian's chromium (installed by `npm test`).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'demo', testIgnore: [/reference\.spec\.ts$/, /[\\/](wordpress|plain)[\\/]/] },
    // The demo built and served with PLAIN_NEXT=1 (lib/next/plain-next.ts): a smoke test.
    { name: 'plain', testMatch: /[\\/]plain[\\/].*\.spec\.ts$/ },
    ...(hasReference ? [{ name: 'reference', testMatch: /reference\.spec\.ts$/ }] : []),
    // The real WordPress (../shared/wordpress-live): the journeys its content allows.
    ...(hasWordPressLive
      ? [{ name: 'wordpress', testMatch: /[\\/]wordpress[\\/].*\.spec\.ts$/ }]
      : []),
  ],
});
