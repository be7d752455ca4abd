/**
 * A listing's page lives in the `q` query parameter: an encoded object `{ offset }` where offset
 * is the zero-based page (moving to page n sets offset n-1; the page shown is offset+1).
 * Encoded as base64url JSON; a plain JSON object is read too. Anything malformed, negative, huge
 * or not an object means the first page: a bad `q` never fails a request.
 */
export interface PageState {
  offset: number;
}

export const FIRST_PAGE: PageState = { offset: 0 };
/** Deeper pages than this are not served (no listing here is that long; it bounds the backend's work). */
export const MAX_OFFSET = 9999;
const MAX_Q_LENGTH = 200;

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

export function encodePageState(state: PageState): string {
  return toBase64Url(JSON.stringify({ offset: state.offset }));
}

export function decodePageState(q: unknown): PageState {
  if (typeof q !== 'string' || q.length === 0 || q.length > MAX_Q_LENGTH) return FIRST_PAGE;
  const json = q.trimStart().startsWith('{') ? q : fromBase64Url(q);
  if (json === null) return FIRST_PAGE;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return FIRST_PAGE;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return FIRST_PAGE;
  const { offset } = value as { offset?: unknown };
  if (typeof offset !== 'number' || !Number.isSafeInteger(offset)) return FIRST_PAGE;
  if (offset < 0 || offset > MAX_OFFSET) return FIRST_PAGE;
  return { offset };
}

/** Page n (1-based) is offset n-1; page 0 or less is offset 0. */
export function pageStateForPage(page: number): PageState {
  return { offset: Math.min(Math.max(Math.floor(page) - 1, 0), MAX_OFFSET) };
}

/** The address of page n of a listing at `basePath`: the first page has no `q`. */
export function pageHref(basePath: string, page: number): string {
  const { offset } = pageStateForPage(page);
  return offset === 0 ? basePath : `${basePath}?q=${encodePageState({ offset })}`;
}
