/**
 * The label above a post's title, from its path: the second-to-last segment with dashes turned
 * to spaces, upper-cased ("/product-news/my-post/" → "PRODUCT NEWS"). A path of one segment
 * ("/my-post/", WordPress's /%postname%/ permalinks) has no category part: null, and the page
 * shows the translated 'post.uncategorized' ("UNCATEGORIZED" in English). Counting the empty
 * segment before the first slash, as the original did, that is "two or fewer segments".
 */
export function categoryLabelFromUri(uri: string): string | null {
  const path = uri.split(/[?#]/)[0] ?? '';
  const segments = path.replace(/\/+$/, '').split('/');
  if (segments.length <= 2) return null;
  const segment = segments[segments.length - 2] ?? '';
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as written.
  }
  return decoded.replace(/-/g, ' ').toUpperCase();
}
