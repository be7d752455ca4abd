/** Longest search term passed to WordPress; longer input is cut (in characters, not bytes). */
export const MAX_SEARCH_TERM_LENGTH = 100;

/**
 * The search term of /search/{term}: white space collapsed, control characters removed, cut to
 * 100 characters; null when nothing is left. Rendered as text by React, never as markup.
 */
export function parseSearchTerm(raw: unknown): string | null {
  const value = Array.isArray(raw) ? raw.join('/') : raw;
  if (typeof value !== 'string') return null;
  const cleaned = value
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned) return null;
  return Array.from(cleaned).slice(0, MAX_SEARCH_TERM_LENGTH).join('').trim();
}
