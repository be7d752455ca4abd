import type { NextConfig } from 'next';

/**
 * The floor: a bare Next.js pages-router app the bench builds and measures beside the site, with
 * the site's own next and react (resolved from the project's node_modules). The build goes where
 * the bench says (under the git-ignored .data/), so nothing is written beside these sources.
 */
const nextConfig: NextConfig = {
  reactStrictMode: true,
  distDir: process.env.NEXT_DIST_DIR || '.next',
};

export default nextConfig;
