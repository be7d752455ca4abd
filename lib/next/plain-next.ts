/*
 * PLAIN_NEXT=1: every mechanism of lib/next/ off, so that the site runs as a plain pages-router
 * app: Next's own Head (scripts as `defer` tags), next/link, Next's hydration and prefetching,
 * `__NEXT_DATA__` as Next writes it, Next's request handler with no microcache, no patched
 * `http.Server`, no rewritten routes-manifest.json (pages carry the build's header rules: the
 * security headers and frame-ancestors, no script hashes), no compile hints. For upgrading Next.js
 * (docs/upgrading-next.md): switch off, upgrade, turn the mechanisms back on one by one.
 *
 * Set it for `npm run build`: pages prerendered by the build and the browser's code are made
 * then (next.config.ts passes it into the bundles). `npm start` serves a build in the mode it
 * was built in, and refuses to start when PLAIN_NEXT says otherwise (build-mode.ts).
 */

/** Whether this build (in Next's bundles) or this process (elsewhere) runs as plain Next. */
export const PLAIN_NEXT = process.env.PLAIN_NEXT === '1';
