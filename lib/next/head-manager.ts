/*
 * Framework internals (one seam: lib/next/), for tests. Relies on next/head handing its children
 * to the head manager Next provides through `HeadManagerContext`
 * (`next/dist/shared/lib/head-manager-context.shared-runtime`, `{ updateHead, mountedInstances }`):
 * tests collect a page's <head> as the server and the browser do (tests/support/head-markup.tsx).
 * How to tell it broke: lib/next/framework-canary.test.ts names "head manager"; or every head test
 * collects nothing.
 */
export { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
