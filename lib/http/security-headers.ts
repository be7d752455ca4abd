/** One response header, as next.config's header rules and Node's `setHeader` take it. */
export interface SecurityHeader {
  key: string;
  value: string;
}

/** One header rule as next.config's `headers()` takes it. */
export interface HeaderRule {
  source: string;
  /** false: `source` is matched as asked, not under each locale's prefix (Next's own `/_next/`). */
  locale?: false;
  headers: SecurityHeader[];
}

/** Pages no other site may frame: the sign-in form and editors' previews (clickjacking). */
export const UNFRAMEABLE_PAGES = ['/login', '/preview'];

const TWO_YEARS_SECONDS = 63_072_000;

/**
 * What every answer of the site carries, framing and transport aside (everyResponseHeaders adds
 * them). The one list: the header rules, the method guard's 405s and `npm start`'s answers before
 * Next all read it through everyResponseHeaders.
 */
const BASE_SECURITY_HEADERS: readonly SecurityHeader[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
];

/** Framing by this site only: every answer's, but the unframeable pages'. */
const FRAME_ANCESTORS_SELF = "frame-ancestors 'self'";

/**
 * The headers of every answer: no MIME sniffing, no referrer path sent to other sites, no
 * powerful browser features, framing by this site only (X-Frame-Options for older browsers,
 * `frame-ancestors` for the others), and HSTS when the site is served over https (browsers ignore
 * it over http).
 *
 * Next's header rules (securityHeaders, below) give them to what Next routes. Next answers some
 * requests before those rules: the image optimiser (`/_next/image`, router-utils/filesystem.js),
 * and its locale redirect at `/` (router-server.js). So `npm start` also sets these on every
 * request before handing it to Next (lib/http/with-security-headers.ts): the rules set the same
 * names again where they apply, and the image optimiser replaces the Content-Security-Policy with
 * its own (imageContentSecurityPolicy). Under `next start` and `next dev`, without the site's
 * server, those answers go without them. The method guard's 405s, answered before Next and
 * before `npm start`'s handler, carry them too (lib/next/forbidden-methods.ts).
 */
export function everyResponseHeaders(siteUrl: string): SecurityHeader[] {
  const headers = [
    ...BASE_SECURITY_HEADERS,
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Content-Security-Policy', value: FRAME_ANCESTORS_SELF },
  ];
  if (new URL(siteUrl).protocol === 'https:') {
    headers.push({
      key: 'Strict-Transport-Security',
      value: `max-age=${TWO_YEARS_SECONDS}; includeSubDomains`,
    });
  }
  return headers;
}

/**
 * The image optimiser's Content-Security-Policy (next.config's `images.contentSecurityPolicy`):
 * Next's own sandboxing policy as it is (`nextDefault`: no scripts, no frames, sandboxed, so an
 * SVG or HTML file passed off as an image cannot run), and this site's `frame-ancestors`, which the
 * optimiser's answers would otherwise lack, since its policy replaces every other.
 */
export function imageContentSecurityPolicy(nextDefault: string): string {
  const kept = nextDefault.trim().replace(/;?$/, ';');
  return `${kept} ${FRAME_ANCESTORS_SELF}`;
}

/**
 * Where the pages are: every address but Next's own files (scripts, styles, page data, images)
 * and the API routes, which need no page policy.
 */
export const PAGE_SOURCE = '/((?!_next/|api/).*)';

/**
 * Next's page data (`/_next/data/<build>/<locale>/….json`), which a locale-prefixed rule never
 * matches: Next puts the page's path back under its locale before the header rules only when the
 * site has a proxy (router-utils/resolve-routes.js, `middleware_next_data`), and this one has none.
 */
export const PAGE_DATA_SOURCE = '/_next/data/:path*';

/**
 * The Content-Security-Policy of the site's pages under `page` ('/' or one of
 * UNFRAMEABLE_PAGES): lib/http/csp/page-policy.ts. Known only where the build is served, from
 * its script hashes and the server's WordPress (see lib/next/served-header-rules.ts).
 */
export type PolicyOfPages = (page: string) => string;

/**
 * Next's header rules: the headers of every answer (everyResponseHeaders) on every address,
 * Next's page data included, and no framing at all for the sign-in and preview pages.
 *
 * With `policyOfPages`, pages (stored or rendered per request) carry their whole policy; without
 * it (`next build`, `next dev`), only its `frame-ancestors`, as every other response does.
 */
export function securityHeaders(siteUrl: string, policyOfPages?: PolicyOfPages): HeaderRule[] {
  const policy = (page: string, frameAncestors: string) =>
    policyOfPages ? policyOfPages(page) : `frame-ancestors ${frameAncestors}`;
  const everywhere = everyResponseHeaders(siteUrl);
  // Later rules win for the same header (Next.js), so the stricter ones come last.
  return [
    { source: '/:path*', headers: everywhere },
    { source: PAGE_DATA_SOURCE, locale: false, headers: everywhere },
    {
      source: PAGE_SOURCE,
      headers: [{ key: 'Content-Security-Policy', value: policy('/', "'self'") }],
    },
    ...UNFRAMEABLE_PAGES.map((page) => ({
      source: `${page}/:rest*`,
      headers: [
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'Content-Security-Policy', value: policy(page, "'none'") },
      ],
    })),
  ];
}

/** Faust's `withFaust` adds `x-using: faust` to every response: it names the stack, so it goes. */
export function withoutStackNames(rules: HeaderRule[]): HeaderRule[] {
  return rules
    .map((rule) => ({
      ...rule,
      headers: rule.headers.filter((header) => header.key.toLowerCase() !== 'x-using'),
    }))
    .filter((rule) => rule.headers.length > 0);
}
