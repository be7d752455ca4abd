// Kept apart from search-term.ts (the server's term parsing): the search box loads this on every
// page, so it holds only what the browser needs.

/** /search/{segment}/: with the trailing slash, as every address on the site (trailingSlash). */
const searchAddress = (segment: string) => `/search/${segment}/`;

/**
 * The site's one builder of search addresses (the search box, the `?search=` redirect, a search
 * page's own links): /search/{term}/ with the term trimmed and escaped as one path segment;
 * /search/ when nothing is left to search for.
 */
export function searchPath(term: string): string {
  const trimmed = term.trim();
  return trimmed ? searchAddress(encodeURIComponent(trimmed)) : '/search/';
}

/** The address with a `{name}` placeholder for the term (schema.org's SearchAction template). */
export function searchPathTemplate(name: string): string {
  return searchAddress(`{${name}}`);
}

/**
 * The search box is prefilled with the path segment after `search` when the page shown has one
 * (`/search/team%20news/` → `team news`); otherwise it starts empty.
 */
export function searchTermFromPath(path: string): string {
  const pathOnly = path.split(/[?#]/, 1)[0] ?? '';
  const segments = pathOnly.split('/');
  const index = segments.indexOf('search');
  const segment = index === -1 ? undefined : segments[index + 1];
  if (!segment) return '';
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (`%E0%A4%A`) is shown as typed rather than breaking the header.
    return segment;
  }
}
