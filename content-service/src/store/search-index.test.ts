import { describe, expect, it } from 'vitest';
import { openStore, type Store } from './open-store';
import { rebuildSearchIndex, withSearchIndexDeferred } from './search-index';

function insertPost(db: Store, id: number, title: string): void {
  db.prepare(
    "INSERT INTO posts (ID, post_type, post_status, post_title, post_content) VALUES (?, 'post', 'publish', ?, 'body text')",
  ).run(id, title);
}

const indexed = (db: Store, query: string) =>
  db.prepare('SELECT rowid FROM post_search WHERE post_search MATCH ?').pluck().all(query);
const titled = (db: Store, query: string) =>
  db
    .prepare('SELECT rowid FROM post_title_search WHERE post_title_search MATCH ?')
    .pluck()
    .all(query);

describe('the search index while an import writes (withSearchIndexDeferred)', () => {
  it('leaves the triggers aside while writing, then indexes every post once', async () => {
    const db = openStore(':memory:');
    insertPost(db, 1, 'Before the import');
    await withSearchIndexDeferred(db, async () => {
      insertPost(db, 2, 'Zyzzyva');
      db.prepare("UPDATE posts SET post_title = 'Replaced' WHERE ID = 1").run();
      // Not yet: the triggers stand aside.
      expect(indexed(db, '"ZYZZYVA"')).toEqual([]);
      expect(db.prepare('SELECT COUNT(*) FROM post_text').pluck().get()).toBe(1);
    });
    expect(indexed(db, '"ZYZZYVA"')).toEqual([2]);
    expect(titled(db, '"REPLACED"')).toEqual([1]);
    expect(indexed(db, '"BEFORE"')).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) FROM post_text').pluck().get()).toBe(2);
    // And the triggers are back.
    insertPost(db, 3, 'Afterwards');
    expect(titled(db, '"AFTERWARDS"')).toEqual([3]);
  });

  it('puts the triggers back when the write fails', async () => {
    const db = openStore(':memory:');
    await expect(
      withSearchIndexDeferred(db, () => Promise.reject(new Error('bad file'))),
    ).rejects.toThrow('bad file');
    insertPost(db, 4, 'Indexed again');
    expect(titled(db, '"INDEXED"')).toEqual([4]);
  });

  it('rebuilds to what the triggers would have written', () => {
    const db = openStore(':memory:');
    insertPost(db, 5, 'Déjà vu');
    const before = db.prepare('SELECT * FROM post_text').all();
    rebuildSearchIndex(db);
    expect(db.prepare('SELECT * FROM post_text').all()).toEqual(before);
    expect(titled(db, '"DEJ"')).toEqual([5]);
    expect(indexed(db, '"BODY"')).toEqual([5]);
  });
});
