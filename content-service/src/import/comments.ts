import type { WxrComment } from './records';
import type { Sql } from './sql';

/**
 * Writes `comments` and `commentmeta`, keeping the file's comment ids. A comment without an id gets
 * a temporary negative id, renumbered after the whole file has been read so that it can never take
 * an id that a later comment of the same file carries.
 */
export class CommentWriter {
  /** Comments written by this import (temporary ids are distinct too). */
  readonly touched = new Set<number>();
  metaRows = 0;
  private nextTemporaryId = -1;

  constructor(private readonly sql: Sql) {}

  /** Removes a post's comments before the post is imported again (re-import replaces them). */
  clearPost(postId: number): void {
    this.sql.run(
      `DELETE FROM commentmeta WHERE comment_id IN
         (SELECT comment_ID FROM comments WHERE comment_post_ID = ?)`,
      postId,
    );
    this.sql.run('DELETE FROM comments WHERE comment_post_ID = ?', postId);
  }

  write(postId: number, comment: WxrComment): void {
    const id = comment.id ?? this.nextTemporaryId--;
    const firstTime = !this.touched.has(id);
    this.sql.upsert('comments', 'comment_ID', {
      comment_ID: id,
      comment_post_ID: postId,
      ...comment.columns,
    });
    if (firstTime) this.sql.run('DELETE FROM commentmeta WHERE comment_id = ?', id);
    for (const m of comment.meta) {
      const duplicate =
        !firstTime &&
        this.sql.value<number>(
          'SELECT 1 FROM commentmeta WHERE comment_id = ? AND meta_key = ? AND meta_value IS ?',
          id,
          m.key,
          m.value,
        ) !== undefined;
      if (duplicate) continue;
      this.sql.insert('commentmeta', { comment_id: id, meta_key: m.key, meta_value: m.value });
      this.metaRows += 1;
    }
    this.touched.add(id);
  }

  /** Gives comments imported without an id their final ids (foreign keys are deferred by the caller). */
  finish(): void {
    const temporary = this.sql
      .stmt('SELECT comment_ID FROM comments WHERE comment_ID < 0 ORDER BY comment_ID DESC')
      .pluck()
      .all() as number[];
    for (const old of temporary) {
      const id =
        Math.max(this.sql.value<number>('SELECT MAX(comment_ID) FROM comments') ?? 0, 0) + 1;
      this.sql.run('UPDATE comments SET comment_ID = ? WHERE comment_ID = ?', id, old);
      this.sql.run('UPDATE commentmeta SET comment_id = ? WHERE comment_id = ?', id, old);
      this.touched.delete(old);
      this.touched.add(id);
    }
  }

  /** Follows a post renumbered by {@link PostWriter.finish}. */
  movePost(from: number, to: number): void {
    this.sql.run('UPDATE comments SET comment_post_ID = ? WHERE comment_post_ID = ?', to, from);
  }
}
