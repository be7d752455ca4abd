/**
 * Yoast SEO Premium's redirects, as the site applies them (WPGraphQL Yoast: `seo.redirects`).
 * The seam reshapes the GraphQL answer into these; the pages match their requests against them (static-redirect.ts, request-answer.ts).
 */

/** Statuses answered with a Location header. Yoast offers 301, 302 and 307; 303/308 are kept. */
export const REDIRECT_STATUSES = [301, 302, 303, 307, 308] as const;
/** Statuses answered with a page of that status: 410 Gone, 451 Unavailable For Legal Reasons. */
export const PAGE_STATUSES = [410, 451] as const;

export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export type PageStatus = (typeof PAGE_STATUSES)[number];

export interface RedirectRule {
  /** Plain: a path as Yoast stores it (no leading or trailing slash). Regex: a PCRE pattern. */
  origin: string;
  /**
   * Where to send the visitor: a site path (`/about/`), or an absolute URL on another site.
   * Targets on WordPress's own address are already site paths. Empty for 410 and 451.
   */
  target: string;
  status: RedirectStatus | PageStatus;
  format: 'plain' | 'regex';
}

export function isRedirectStatus(status: number): status is RedirectStatus {
  return (REDIRECT_STATUSES as readonly number[]).includes(status);
}

export function isPageStatus(status: number): status is PageStatus {
  return (PAGE_STATUSES as readonly number[]).includes(status);
}
