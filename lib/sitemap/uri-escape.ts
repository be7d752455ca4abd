/**
 * A site-relative path made a valid URI reference (RFC 3986), as sitemaps.org asks of <loc> and
 * RSS 2.0 of <link>: characters a URI cannot hold (space, quotes, <, >, [, ], non-ASCII, ...) are
 * percent-encoded as UTF-8, while the escapes WordPress already writes (`%d0%b0`) are kept as
 * they are, so an already-encoded path is not encoded twice. Lone surrogates have no UTF-8 form
 * and are dropped. XML escaping is still needed afterwards (`&` and `'` are legal in a URI).
 */
export function escapeUriPath(path: string): string {
  return path
    .replace(/[\uD800-\uDFFF]/gu, '')
    .replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/gu, (char) =>
      encodeURIComponent(char),
    );
}
