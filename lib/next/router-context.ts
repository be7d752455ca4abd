/*
 * Framework internals (one seam: lib/next/). Relies on Next.js's pages router publishing its
 * router object through a React context in `next/dist/shared/lib/router-context.shared-runtime`
 * (what `useRouter()` reads, but readable where no router is mounted), on
 * `next/dist/shared/lib/router/utils/add-locale` (`addLocale(path, locale, defaultLocale)`: the
 * locale prefix next/link writes), and on the router's event emitter (`mitt`) for tests that
 * mount a router of their own. How to tell it broke: lib/next/framework-canary.test.ts names
 * "router context"; or links lose their locale prefix, or a build fails to resolve these paths.
 */
export { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
export { addLocale } from 'next/dist/shared/lib/router/utils/add-locale';
export { default as mitt } from 'next/dist/shared/lib/mitt';
