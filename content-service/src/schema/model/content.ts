import type { RequestContext } from '../context';
import { canReadPrivate } from './access';
import type { PostRow } from './rows';

/**
 * Post fields as WordPress renders them (the_title, the_content, the_excerpt).
 * `format: RAW` gives the stored value, to readers who may edit it only (as WPGraphQL does).
 */
export function renderPostTitle(row: PostRow): string | null {
  return row.post_title === '' ? null : row.post_title;
}

export function renderPostContent(
  ctx: RequestContext,
  row: PostRow,
  format: string | undefined,
): string | null {
  if (format === 'RAW') return canReadPrivate(ctx) ? row.post_content : null;
  return row.post_content === '' ? null : row.post_content;
}

export function renderPostExcerpt(
  ctx: RequestContext,
  row: PostRow,
  format: string | undefined,
): string | null {
  if (format === 'RAW') return canReadPrivate(ctx) ? row.post_excerpt : null;
  return row.post_excerpt;
}
