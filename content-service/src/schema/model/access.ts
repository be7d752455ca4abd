import type { RequestContext } from '../context';
import type { PostRow } from './rows';

const EDITOR_ROLES = new Set(['administrator', 'editor']);

/** Whether the request's viewer may read unpublished content (drafts, private, revisions). */
export function canReadPrivate(ctx: RequestContext): boolean {
  return ctx.viewer?.roles.some((r) => EDITOR_ROLES.has(r)) ?? false;
}

/** WordPress statuses an anonymous reader sees; everything else is null to them, not an error. */
export function visibleStatuses(ctx: RequestContext): string[] {
  return canReadPrivate(ctx)
    ? ['publish', 'future', 'draft', 'pending', 'private', 'inherit']
    : ['publish', 'inherit'];
}

export function canReadPost(ctx: RequestContext, row: PostRow, depth = 0): boolean {
  if (canReadPrivate(ctx)) return true;
  if (ctx.viewer && row.post_author === ctx.viewer.id) return true;
  if (row.post_status === 'publish') return row.post_type !== 'revision';
  // Attachments are 'inherit': readable when unattached or when their parent is.
  if (row.post_status === 'inherit' && row.post_type === 'attachment') return depth < 5;
  return false;
}

/** edit_post: editors edit every post, others (authors) their own; revisions and previews need it. */
export function canEditPost(ctx: RequestContext, row: PostRow): boolean {
  return canReadPrivate(ctx) || (ctx.viewer !== null && row.post_author === ctx.viewer.id);
}

/** A password-protected post whose password this request has not given: content is withheld. */
export function isRestricted(ctx: RequestContext, row: PostRow): boolean {
  return row.post_password !== '' && !canReadPrivate(ctx);
}
