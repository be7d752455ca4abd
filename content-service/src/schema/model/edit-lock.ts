import type { RequestContext } from '../context';
import { toCursor } from './global-id';
import { postMeta, singleMeta, userById } from './loaders';
import type { PostRow, UserRow } from './rows';
import { listUserIds } from './user-queries';

/*
 * Who edits a post in wp-admin: `_edit_lock` ("time:user", refreshed by the editor's heartbeat)
 * and `_edit_last` (the last user who saved it), as WPGraphQL's `editingLockedBy` and
 * `lastEditedBy` read them. Exports seldom carry them; without them both answer null.
 */

/** wp_check_post_lock()'s window: a lock older than 150 seconds is released. */
const LOCK_WINDOW_SECONDS = 150;

interface UserEdge {
  cursor: string;
  node: UserRow;
  lockTimestamp?: string;
}

const userEdge = (user: UserRow): UserEdge => ({ cursor: toCursor(user.ID), node: user });

/**
 * editingLockedBy: the lock's user while wp_check_post_lock() holds (a live lock of someone other
 * than the viewer), with the lock's time (UTC, as WPGraphQL formats it).
 */
export function editingLockedBy(ctx: RequestContext, row: PostRow): UserEdge | null {
  const lock = singleMeta(postMeta(ctx, row.ID), '_edit_lock');
  if (typeof lock !== 'string' || lock === '') return null;
  const [time = '', userPart] = lock.split(':');
  const userId = Number(userPart);
  if (!userPart || !Number.isInteger(userId) || userId <= 0) return null;
  const user = userById(ctx, userId);
  const seconds = Number(time);
  const now = (ctx.now?.() ?? new Date()).getTime() / 1000;
  if (!user || !seconds || seconds <= now - LOCK_WINDOW_SECONDS || ctx.viewer?.id === userId) {
    return null;
  }
  const lockTimestamp = new Date(seconds * 1000).toISOString().slice(0, 19);
  return { ...userEdge(user), lockTimestamp };
}

/**
 * lastEditedBy: the `_edit_last` user, looked up as WPGraphQL does (a users query including only
 * them), so a signed-out reader sees them only if they published a post or page.
 */
export function lastEditedBy(ctx: RequestContext, row: PostRow): UserEdge | null {
  const id = Number(singleMeta(postMeta(ctx, row.ID), '_edit_last'));
  if (!Number.isInteger(id) || id <= 0 || !listUserIds(ctx, { include: [id] }).length) return null;
  const user = userById(ctx, id);
  return user ? userEdge(user) : null;
}
