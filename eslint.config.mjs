import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// Links prefetch on intent only, in one place (a page view must not render every link's page).
const nextLink = {
  name: 'next/link',
  message:
    'Use IntentLink (components/common/IntentLink.tsx): it prefetches on intent, without next/link’s code.',
};
// Framework internals (a package's built files rather than its public entry) are used in one place
// only, lib/next/, where each file says what it relies on and lib/next/framework-canary.test.ts
// checks it: a Next.js or Faust release that changes one breaks there, named, not somewhere else.
const frameworkInternals = {
  group: ['next/dist/*', '**/dist/*', '!./dist/*'],
  message:
    'Framework internals live in lib/next/ only (one seam to the framework): import them from there.',
};
// The content service is a program of its own (content-service/, its own package): the site talks
// to it over HTTP as to any WordPress and imports none of its modules. Tests and scripts may.
const contentService = {
  group: ['**/content-service/**', '@lavanda/content-service', '@lavanda/content-service/*'],
  message:
    'The site imports nothing of the content service: it reads it over HTTP as any WordPress (tests and scripts may).',
};
// msw fakes the network for tests only: imported anywhere else it could reach a browser bundle.
const msw = {
  group: ['msw', 'msw/*'],
  message: 'msw is for tests (*.test.ts, tests/): it must not reach the site or its bundles.',
};

const config = [
  {
    ignores: ['.next/**', 'dist/**', 'node_modules/**', '.data/**', '.scratch/**', 'next-env.d.ts'],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Next loads it as CommonJS (faust.config.js is an ES module, as Faust writes it).
    files: ['next.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { paths: [nextLink], patterns: [msw, frameworkInternals, contentService] },
      ],
    },
  },
  {
    // The scripts run the content service beside the site (demo, benchmarks, plugin tools).
    files: ['scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [nextLink], patterns: [msw, frameworkInternals] },
      ],
    },
  },
  {
    // Tests and their support may fake the network with msw.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [nextLink], patterns: [frameworkInternals] }],
    },
  },
  {
    // The one seam to the framework.
    files: ['lib/next/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [nextLink], patterns: [msw] }] },
  },
];

export default config;
