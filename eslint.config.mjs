import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  { ignores: ['.next/**', 'node_modules/**', '.data/**', '.scratch/**', 'next-env.d.ts'] },
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
      // Links prefetch on intent only, in one place (a page view must not render every link's page).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                'Use IntentLink (components/common/IntentLink.tsx): it prefetches on intent, without next/link’s code.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
