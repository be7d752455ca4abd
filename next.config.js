// @ts-check
const { withFaust } = require('@faustwp/core');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Faust 3.4.1 under Next 16's Turbopack build fails at request time with
  // "NextRouter was not mounted" unless it is transpiled with the app (DESIGN.md section 3).
  transpilePackages: ['@faustwp/core'],
  i18n: {
    locales: ['en-US', 'de-DE', 'fr-FR', 'es-ES'],
    defaultLocale: 'en-US',
  },
};

module.exports = withFaust(nextConfig);
