/**
 * Which addresses in WordPress content belong to this site. WordPress writes absolute links on
 * its own host (and, with FaustWP, on the front end's); the site serves the same paths, so those
 * become site paths, which the renderer turns into client-side links.
 */
export interface LinkContext {
  /** Origins whose pages this site serves: WordPress's home, its address, the site's own. */
  internalOrigins: string[];
  /** Where files under /wp-content/ and the like really live. */
  wordpressUrl: string;
}

/** WordPress's own files and endpoints: served by WordPress, never by this site. */
const WORDPRESS_ONLY_PATH = /^\/(wp-content|wp-includes|wp-admin|wp-json|wp-login\.php|feed)(\/|$)/;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function createLinkContext(wordpressUrl: string, otherUrls: (string | null)[]): LinkContext {
  const origins = [wordpressUrl, ...otherUrls]
    .map((url) => (url ? originOf(url) : null))
    .filter((origin): origin is string => origin !== null);
  return { internalOrigins: [...new Set(origins)], wordpressUrl: wordpressUrl.replace(/\/+$/, '') };
}

/** A site path ("/about/?x#y") is internal; "//host" is not. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

/**
 * The href to render: an internal absolute URL becomes its site path; a site path to a
 * WordPress-only file (uploads, feeds) becomes an absolute WordPress URL; anything else is kept.
 */
export function toSiteHref(href: string, context: LinkContext): string {
  const trimmed = href.trim();
  if (isSitePath(trimmed)) {
    return WORDPRESS_ONLY_PATH.test(trimmed) ? `${context.wordpressUrl}${trimmed}` : trimmed;
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return trimmed;
  }
  if (!context.internalOrigins.includes(url.origin) || WORDPRESS_ONLY_PATH.test(url.pathname)) {
    return trimmed;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
