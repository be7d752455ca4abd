/*
 * Framework internals (one seam: lib/next/), for tests. Relies on
 * `next/dist/server/api-utils/get-cookie-parser` (`getCookieParser(headers)()`): how Next fills an
 * API route's `req.cookies`, so a test server hands a route the cookies exactly as Next would.
 * How to tell it broke: lib/next/framework-canary.test.ts names "API cookies".
 */
export { getCookieParser } from 'next/dist/server/api-utils/get-cookie-parser';
