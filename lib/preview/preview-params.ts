import type { PreviewRequest } from '../wordpress/api/preview';

/** Faust's usePreviewNode() message for a preview without `p` and `preview=true`, word for word. */
export const PREVIEW_PARAMS_ERROR =
  'usePreviewNode() requires the "p" and "preview" URL query parameters i.e. ?p=123&preview=true';

type Query = Partial<Record<string, string | string[] | undefined>>;

export type PreviewParams = { ok: true; request: PreviewRequest } | { ok: false; error: string };

/** A query value given exactly once (a repeated parameter arrives as an array). */
function single(query: Query, name: string): string | undefined | null {
  const value = query[name];
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : null;
}

/**
 * A preview link's parameters: `p` (one database id, not an array), `preview=true`, and
 * optionally the type it names (`typeName` from Faust's links, `postType`, or `page_id`, which
 * WordPress adds to a page's link).
 */
export function parsePreviewParams(query: Query): PreviewParams {
  const p = single(query, 'p');
  const preview = single(query, 'preview');
  if (typeof p !== 'string' || preview !== 'true' || !/^[1-9]\d{0,18}$/.test(p)) {
    return { ok: false, error: PREVIEW_PARAMS_ERROR };
  }
  const id = Number(p);
  if (!Number.isSafeInteger(id)) return { ok: false, error: PREVIEW_PARAMS_ERROR };
  const named = single(query, 'typeName');
  const typeName = named === undefined ? single(query, 'postType') : named;
  if (
    typeName === null ||
    (typeName !== undefined && !/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(typeName))
  ) {
    return { ok: false, error: PREVIEW_PARAMS_ERROR };
  }
  const pageId = single(query, 'page_id');
  return {
    ok: true,
    request: { id, typeName: typeName ?? (pageId === p ? 'Page' : null) },
  };
}
