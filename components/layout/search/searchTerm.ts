/**
 * The search box is prefilled with the path segment after `search` when the page shown has one
 * (`/search/team%20news` → `team news`); otherwise it starts empty.
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

/** Where the search box goes: `/search/{term}`, the term URL-encoded as one path segment. */
export function searchHref(term: string): string {
  return `/search/${encodeURIComponent(term.trim())}`;
}
