const MAX_URI_LENGTH = 1000;
const CONTROL = /[\u0000-\u001f\u007f]/;
/**
 * No slug holds `?` or `#` (sanitize_title strips them), and in a uri WPGraphQL reads them as a
 * query or a fragment (`/x?p=1/` finds post 1, `/x#comment-2/` comment 2): a decoded `%3F` or
 * `%23` in a segment must not turn the path into another address.
 */
const QUERY_OR_FRAGMENT = /[?#]/;

/** A catch-all route's segments as Next hands them (one, several or none) as a list. */
function segmentList(segments: string | readonly string[] | undefined): readonly string[] {
  return typeof segments === 'string' ? [segments] : (segments ?? []);
}

/**
 * The WordPress URI of a catch-all route's segments (`['about', 'team']` → `/about/team/`), or
 * null when no WordPress node can live there (too long, control characters, `?` or `#`, dot
 * segments): those answer 404 without asking WordPress.
 */
export function contentUriFromSegments(
  segments: string | readonly string[] | undefined,
): string | null {
  const parts = segmentList(segments);
  if (parts.length === 0) return '/';
  if (
    parts.some(
      (part) =>
        part === '' ||
        part === '.' ||
        part === '..' ||
        CONTROL.test(part) ||
        QUERY_OR_FRAGMENT.test(part),
    )
  ) {
    return null;
  }
  const uri = `/${parts.join('/')}/`;
  return uri.length > MAX_URI_LENGTH ? null : uri;
}

/**
 * The path of a route's segments as a browser sends it (percent-encoded; Next hands the segments
 * decoded): `['a', 'b c']` → `/a/b%20c/`, none → `/`. What redirect rules are looked up with.
 */
export function requestPathFromSegments(segments: string | readonly string[] | undefined): string {
  const parts = segmentList(segments);
  return parts.length === 0 ? '/' : `/${parts.map(encodeURIComponent).join('/')}/`;
}
