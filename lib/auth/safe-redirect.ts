/** Longest redirect target accepted (a preview address is far shorter). */
const MAX_LENGTH = 2048;
/** Printable ASCII without space: a proper address has everything else percent-encoded. */
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;
/** C0, DEL and C1 controls, and the line and paragraph separators U+2028 and U+2029. */
const CONTROL = /[\x00-\x1f\x7f-\x9f\u2028\u2029]/;
/** `//host` and `/\host` are network paths to another host in browsers (WHATWG URL). */
const NETWORK_PATH = /^[/\\][/\\]/;

/** Percent-decoding repeated until stable (bounded), to see what a lenient server would see. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * The one rule for where the site may send a browser after login or a token exchange: a path on
 * the site's own `origin`, returned as path + query + fragment; anything else is null (callers
 * fall back to `/`). Absolute addresses are accepted only on exactly this origin without user
 * info. Rejected outright, before any parsing: non-strings, control characters and anything
 * outside printable ASCII (tabs and newlines are dropped by URL parsers, full-width look-alikes
 * such as `／` are folded by some), backslashes, and targets that decode to a network path
 * (`/%2F%2Fhost`).
 */
export function safeRedirectPath(target: unknown, origin: string): string | null {
  if (typeof target !== 'string' || target === '' || target.length > MAX_LENGTH) return null;
  if (!PRINTABLE_ASCII.test(target) || target.includes('\\')) return null;
  // Encoded non-ASCII is a real path (`/greek/%CE%B5…/`); compatibility folding shows the
  // look-alikes (`%EF%BC%8F` is `／`, folded to `/`) a lenient server might act on.
  const decoded = fullyDecoded(target)?.normalize('NFKC');
  if (decoded === undefined || CONTROL.test(decoded) || decoded.includes('\\')) return null;
  let site: URL;
  let url: URL;
  try {
    site = new URL(origin);
    url = new URL(target, site);
  } catch {
    return null;
  }
  if (target.startsWith('/')) {
    if (NETWORK_PATH.test(target) || NETWORK_PATH.test(decoded)) return null;
  } else if (!target.startsWith(`${site.origin}/`)) {
    // Only absolute addresses written out on this origin (no scheme-relative, no `javascript:`).
    return null;
  }
  if (url.origin !== site.origin || url.username || url.password) return null;
  if (NETWORK_PATH.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
