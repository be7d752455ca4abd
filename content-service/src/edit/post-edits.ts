import { createContext } from '../schema/context';
import { siteClock } from '../schema/model/site-clock';
import type { Store } from '../store/open-store';
import { EditError } from './edit-error';

/** The statuses an editor can give a post in WordPress's own screens. */
export const POST_STATUSES = ['publish', 'draft', 'pending', 'private', 'trash'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export type PostEdit =
  | { field: 'title'; value: string }
  | { field: 'content'; value: string }
  | { field: 'status'; value: PostStatus };

/** Content an editor edits; menu items, revisions and the like are WordPress's own records. */
const EDITABLE_TYPES = new Set(['post', 'page']);
const COLUMNS = { title: 'post_title', content: 'post_content', status: 'post_status' } as const;

export function isPostStatus(value: string): value is PostStatus {
  return (POST_STATUSES as readonly string[]).includes(value);
}

/**
 * Changes one field of a post or page as wp_update_post() does: `post_modified` becomes the
 * site's local time now and `post_modified_gmt` the UTC time, so sitemaps and feeds show the
 * change. Throws EditError when there is no such post or page.
 */
export function editPost(db: Store, id: number, edit: PostEdit, now = new Date()): void {
  const row = db.prepare('SELECT post_type FROM posts WHERE ID = ?').get(id) as
    { post_type: string } | undefined;
  if (!row || !EDITABLE_TYPES.has(row.post_type)) {
    throw new EditError(`there is no post or page with ID ${id}`);
  }
  const local = siteClock(createContext(db, null, { now: () => now })).localNow();
  const gmt = now.toISOString().slice(0, 19).replace('T', ' ');
  db.prepare(
    `UPDATE posts SET ${COLUMNS[edit.field]} = ?, post_modified = ?, post_modified_gmt = ?
     WHERE ID = ?`,
  ).run(edit.value, local, gmt, id);
}
