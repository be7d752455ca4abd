/*
 * Framework internals (one seam: lib/next/), for tests. Relies on
 * `next/dist/shared/lib/router/utils/path-match` (`getPathMatch(source, options)`): how Next
 * matches a rewrite's or header rule's source against a path, so tests check the site's rules
 * with Next's own matcher. How to tell it broke: lib/next/framework-canary.test.ts names "path
 * matching".
 */
export { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
