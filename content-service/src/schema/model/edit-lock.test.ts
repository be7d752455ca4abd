import { beforeEach, describe, expect, it } from 'vitest';
import { addTestUser, blankSite, queryData } from '../test/site';
import { type Viewer } from '../context';
import { type Store } from '../../store/open-store';

let db: Store;
const NOW = new Date('2026-01-01T12:00:00Z');
const nowSeconds = NOW.getTime() / 1000;

function meta(postId: number, key: string, value: string): void {
  db.prepare('INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (?, ?, ?)').run(
    postId,
    key,
    value,
  );
}

beforeEach(() => {
  db = blankSite();
  addTestUser(db, 1, 'admin', 'Admin');
  addTestUser(db, 2, 'ed', 'Ed');
  db.prepare(
    `INSERT INTO posts (ID, post_author, post_status, post_type, post_name, post_title)
     VALUES (10, 1, 'publish', 'post', 'hello', 'Hello')`,
  ).run();
});

async function edits(viewer: Viewer | null = null) {
  const data = await queryData(
    db,
    `{ post(id: 10, idType: DATABASE_ID) {
      editingLockedBy { lockTimestamp node { name } }
      lastEditedBy { cursor node { name } }
    } }`,
    viewer,
    { now: () => NOW },
  );
  return (data as { post: Record<string, unknown> }).post;
}

describe('who edits a post (_edit_lock, _edit_last)', () => {
  it('answers null for both without the meta', async () => {
    expect(await edits()).toEqual({ editingLockedBy: null, lastEditedBy: null });
  });

  it("names the lock's user while the lock is fresh, and the last editor", async () => {
    meta(10, '_edit_lock', `${nowSeconds - 60}:2`);
    meta(10, '_edit_last', '1');
    expect(await edits()).toEqual({
      editingLockedBy: { lockTimestamp: '2026-01-01T11:59:00', node: { name: 'Ed' } },
      lastEditedBy: { cursor: 'YXJyYXljb25uZWN0aW9uOjE=', node: { name: 'Admin' } },
    });
  });

  it('releases a lock older than 150 seconds, and hides the lock from its own user', async () => {
    meta(10, '_edit_lock', `${nowSeconds - 151}:2`);
    expect((await edits()).editingLockedBy).toBeNull();
    db.prepare('DELETE FROM postmeta').run();
    meta(10, '_edit_lock', `${nowSeconds - 10}:2`);
    expect((await edits({ id: 2, login: 'ed', roles: ['editor'] })).editingLockedBy).toBeNull();
  });
});
