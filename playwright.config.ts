import { defineConfig } from '@playwright/test';
import { hasReference, hasWordPressLive, missingShared } from './tests/support/shared-dir';

// The reference and WordPress projects run only where ../shared is beside the checkout. CI always
// has it: there, a missing part fails the run, naming it, rather than leaving those tests out.
const missing = missingShared(['wordpress-reference', 'wordpress-live', 'wxr']);
if (missing.length > 0) {
  if (process.env.CI === 'true') {
    throw new Error(`CI runs every browser test, and ../shared lacks ${missing.join(', ')}`);
  }
  console.warn(
    `SKIPPED: the reference and real-WordPress browser tests (missing: ${missing.join(', ')})`,
  );
}

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
