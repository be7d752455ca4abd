import { pagePolicy } from './page-policy';

/**
 * Directives a policy delivered in <meta http-equiv> cannot carry (CSP Level 3: the browser
 * ignores them there, with a console warning). The site sends them as a header instead:
 * `frame-ancestors` is next.config's (lib/http/security-headers.ts).
 */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/** A policy as a <meta> may carry it: the header-only directives left out. */
export function metaPolicy(policy: string): string {
  return policy
    .split('; ')
    .filter((directive) => !HEADER_ONLY.has(directive.split(' ', 1)[0]!))
    .join('; ');
}

/** What `pages/_document` knows of the page it renders (Next's `__NEXT_DATA__`). */
export interface RenderedPage {
  /** Rendered per request by getServerSideProps: its policy is a header with a nonce. */
  gssp?: boolean;
}

/**
 * The policy a page carries in its own HTML, or null. A statically generated page (content,
 * archives, home, 404, login: stored, served without the proxy, proxy.ts) is written with its
 * policy in a <meta>, rendered at generation time by the server that generates it, so with that
 * server's WordPress origin and embed hosts, and this build's script hashes. Pages rendered per
 * request get theirs as a header with a fresh nonce (lib/http/csp/page-response.ts,
 * pages/~status/[code].tsx); `next dev` runs its own scripts and gets none.
 */
export function documentPolicy(page: RenderedPage): string | null {
  if (process.env.NODE_ENV !== 'production' || page.gssp) return null;
  // The path only chooses frame-ancestors, which a <meta> cannot carry.
  return metaPolicy(pagePolicy('/', null));
}
