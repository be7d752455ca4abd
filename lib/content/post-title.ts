/**
 * A post's title; when WordPress has none, the part of its SEO title before `|`
 * ("Launch notes | Lavanda" → "Launch notes"), else an empty string.
 */
export function postTitle(title: string | null | undefined, seoTitle: string | null | undefined) {
  const own = title?.trim();
  if (own) return own;
  return (seoTitle ?? '').split('|')[0]?.trim() ?? '';
}
