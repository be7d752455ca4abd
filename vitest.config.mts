import { defineConfig } from 'vitest/config';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': path.dirname(fileURLToPath(import.meta.url)) } },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.next/**', 'tests/e2e/**'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One line at the end naming the suites skipped because ../shared is missing.
    globalSetup: ['./tests/support/shared-skips.global-setup.ts'],
    // jest-dom's matchers in the jsdom suites.
    setupFiles: ['./tests/support/jest-dom.setup.ts'],
    css: { include: [/\.module\.css$/] },
  },
});
