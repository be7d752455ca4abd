/** One header rule as next.config's `headers()` takes it. */
export interface HeaderRule {
  source: string;
  /** false: `source` is matched as asked, not under each locale's prefix (Next's own `/_next/`). */
  locale?: false;
  headers: { key: string; value: string }[];
}

/** Pages no other site may frame: the sign-in form and editors' previews (clickjacking). */
export const UNFRAMEABLE_PAGES = ['/login', '/preview'];

const TWO_YEARS_SECONDS = 63_072_000;

/**
 * What every response of ours carries. Not the image optimiser's: Next 16 answers `/_next/image`
 * before its header rules (router-utils/filesystem.js), with headers of its own: a
 * sandboxing CSP, `Content-Disposition: attachment`, and a type it reads from the image's bytes.
 */
const BASE_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
];

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
 * The security headers of every response (pages, `_next/data` JSON, API routes, XML, images):
 * no MIME sniffing, no referrer path sent to other sites, no powerful browser features, framing
 * by this site only, and none at all for the sign-in and preview pages. HSTS when the site is
 * served over https (browsers ignore it over http).
 *
 * With `policyOfPages`, pages (stored or rendered per request) carry their whole policy; without
 * it (`next build`, `next dev`), only its `frame-ancestors`, as every other response does.
 */
export function securityHeaders(siteUrl: string, policyOfPages?: PolicyOfPages): HeaderRule[] {
  const policy = (page: string, frameAncestors: string) =>
    policyOfPages ? policyOfPages(page) : `frame-ancestors ${frameAncestors}`;
  const everywhere = [
    ...BASE_SECURITY_HEADERS,
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Content-Security-Policy', value: "frame-ancestors 'self'" },
  ];
  if (new URL(siteUrl).protocol === 'https:') {
    everywhere.push({
      key: 'Strict-Transport-Security',
      value: `max-age=${TWO_YEARS_SECONDS}; includeSubDomains`,
    });
  }
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
