/*
 * The one rule for a Location header the content service writes. Node refuses a header holding
 * any character above U+00FF (throwing once a code or session may already be issued: a 500), and
 * sends U+0080–U+00FF as single raw bytes, which no client reads as the UTF-8 a URL means. So a
 * redirect target is made ASCII here, as wp_sanitize_redirect() does, before anything is issued
 * for the answer that carries it.
 */

/** What a URL holds as it is: RFC 3986's unreserved and reserved characters, and `%`. */
const NOT_AS_IS = /[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/gu;

/**
 * C0 and C1 controls, DEL and the line and paragraph separators: no redirect target holds them
 * in earnest, and a lenient client could split a header or a line on them, encoded or not.
 */
const REFUSED = /[\x00-\x1f\x7f-\x9f\u2028\u2029]/;

/**
 * `url` as a Location value Node sends unchanged: every other character percent-encoded as
 * UTF-8, escapes already made (`%41`) kept. Null when it holds a character refused above or a
 * lone surrogate (not text: no encoding of it means anything).
 */
export function sendableLocation(url: string): string | null {
  if (REFUSED.test(url)) return null;
  try {
    return url.replace(NOT_AS_IS, (character) => encodeURIComponent(character));
  } catch {
    // encodeURIComponent throws URIError on a lone surrogate.
    return null;
  }
}

/**
 * For targets built from the site's own settings (its address, the front end's): one that
 * cannot be sent is the server's misconfiguration, reported as such (500, logged), not a
 * client's mistake.
 */
export function configuredLocation(url: string): string {
  const location = sendableLocation(url);
  if (location === null) {
    throw new Error(`a configured address cannot be sent as a Location: ${JSON.stringify(url)}`);
  }
  return location;
}
