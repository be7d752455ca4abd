import { AttachmentUrlRemap } from './attachment-urls';
import { attachmentExtras } from './attachments';
import type { CommentWriter } from './comments';
import { DuplicateIds, IMPORT_ID_META } from './duplicate-ids';
import type { WxrItem, WxrMeta } from './records';
import type { Row, Sql } from './sql';
import type { TermWriter } from './terms';
import type { UserWriter } from './users';

/**
 * Writes one `<item>` (a post of any post type) with its postmeta, term relationships and comments.
 *
 * Ids: the file's `wp:post_id` is kept. An item without one is matched like WordPress's
 * `post_exists()` (same type, title and date) or gets a temporary negative id, renumbered once the
 * whole file is read, so it cannot take an id that a later item carries.
 *
 * Re-import: the first time this import meets a post id, the post's meta, relationships and comments
 * are replaced.
 *
 * Items sharing a `wp:post_id`: a partial item (no `wp:post_type`, a11y's post 156) is merged with
 * the others: its rows are added without duplicates and it never overwrites the columns a full item
 * wrote. A second FULL item is a different post that the exporter gave the same id (Theme Unit Test's
 * `all-pages` and `all-pages-flat` menus share items 1643–1660). It gets a new id (the WordPress
 * importer gives every menu item one), remembered in the hidden meta `_wxr_import_id` so that a
 * re-import finds it again.
 */
export class PostWriter {
  /** Post id → whether a full item (with post_type) has been written by this import. */
  private readonly seen = new Map<number, boolean>();
  /** Post id → post_type, for the summary. */
  readonly types = new Map<number, string>();
  readonly stickyAdded = new Set<number>();
  readonly stickyRemoved = new Set<number>();
  metaRows = 0;
  /** Old attachment addresses to rewrite in content once the site's address is known. */
  readonly attachmentUrls = new AttachmentUrlRemap();
  private nextTemporaryId = -1;
  private readonly duplicates: DuplicateIds;

  constructor(
    private readonly sql: Sql,
    private readonly users: UserWriter,
    private readonly terms: TermWriter,
    private readonly comments: CommentWriter,
  ) {
    this.duplicates = new DuplicateIds(sql);
  }

  write(item: WxrItem): void {
    const id = this.idFor(item);
    const firstTime = !this.seen.has(id);
    const fullBefore = this.seen.get(id) === true;
    if (firstTime) this.clear(id);

    const extras = attachmentExtras(item);
    if (id !== item.id && item.id !== undefined) {
      extras.meta.push({ key: IMPORT_ID_META, value: String(item.id) });
      this.duplicates.add(item.id, id);
    }
    if (!(item.partial && fullBefore)) this.writeColumns(id, item, extras.mimeType);
    const file = [...item.meta, ...extras.meta].find((m) => m.key === '_wp_attached_file')?.value;
    if (item.attachmentUrl !== undefined && file) {
      this.attachmentUrls.add({
        url: item.attachmentUrl,
        guid: item.columns.guid,
        file,
        image: extras.mimeType?.startsWith('image/') === true,
      });
    }
    this.seen.set(id, fullBefore || !item.partial);
    const type =
      item.columns.post_type ??
      this.sql.value<string>('SELECT post_type FROM posts WHERE ID = ?', id);
    this.types.set(id, type ?? '');

    this.writeMeta(id, [...item.meta, ...extras.meta], firstTime);
    for (const ref of item.terms) {
      this.sql.run(
        'INSERT OR IGNORE INTO term_relationships (object_id, term_taxonomy_id) VALUES (?, ?)',
        id,
        this.terms.ttidForRef(ref),
      );
    }
    for (const comment of item.comments) this.comments.write(id, comment);
    if (item.isSticky === true) this.stickyAdded.add(id);
    if (item.isSticky === false) this.stickyRemoved.add(id);
  }

  /**
   * Gives posts imported without an id their final ids. Returns old → new ids. The caller has
   * deferred foreign keys: postmeta rows follow their post within the transaction.
   */
  finish(): Map<number, number> {
    const renamed = new Map<number, number>();
    const temporary = this.sql
      .stmt('SELECT ID FROM posts WHERE ID < 0 ORDER BY ID DESC')
      .pluck()
      .all() as number[];
    for (const old of temporary) {
      const id = Math.max(this.sql.value<number>('SELECT MAX(ID) FROM posts') ?? 0, 0) + 1;
      this.sql.run('UPDATE posts SET ID = ? WHERE ID = ?', id, old);
      this.sql.run('UPDATE postmeta SET post_id = ? WHERE post_id = ?', id, old);
      this.sql.run('UPDATE term_relationships SET object_id = ? WHERE object_id = ?', id, old);
      this.comments.movePost(old, id);
      renamed.set(old, id);
      this.types.set(id, this.types.get(old) ?? '');
      this.types.delete(old);
      for (const set of [this.stickyAdded, this.stickyRemoved]) {
        if (set.delete(old)) set.add(id);
      }
    }
    const renumbered = new Set(renamed.values());
    this.duplicates.relinkMenuItems(renamed, (id) => this.seen.has(id) || renumbered.has(id));
    return renamed;
  }

  private idFor(item: WxrItem): number {
    if (item.id === undefined) return this.existingWithoutId(item) ?? this.nextTemporaryId--;
    if (item.partial || this.seen.get(item.id) !== true) return item.id;
    const earlier = this.sql
      .stmt(
        `SELECT p.ID FROM posts p JOIN postmeta m ON m.post_id = p.ID
         WHERE m.meta_key = '${IMPORT_ID_META}' AND m.meta_value = ? AND p.post_type = ?
         ORDER BY p.ID`,
      )
      .pluck()
      .all(String(item.id), item.columns.post_type ?? '') as number[];
    return earlier.find((id) => !this.seen.has(id)) ?? this.nextTemporaryId--;
  }

  /** WordPress's `post_exists()` match, skipping posts this import already wrote. */
  private existingWithoutId(item: WxrItem): number | undefined {
    const { post_type: type, post_title: title, post_date: date } = item.columns;
    if (type === undefined || title === undefined || date === undefined) return undefined;
    const candidates = this.sql
      .stmt(
        `SELECT ID FROM posts WHERE post_type = ? AND post_title = ? AND post_date = ? AND ID > 0
         ORDER BY ID`,
      )
      .pluck()
      .all(type, title, date) as number[];
    return candidates.find((id) => !this.seen.has(id));
  }

  private clear(id: number): void {
    this.sql.run('DELETE FROM postmeta WHERE post_id = ?', id);
    this.sql.run('DELETE FROM term_relationships WHERE object_id = ?', id);
    this.comments.clearPost(id);
  }

  private writeColumns(id: number, item: WxrItem, mimeType: string | undefined): void {
    const row: Row = { ID: id, ...item.columns };
    if (item.creator !== undefined && item.creator !== '') {
      row.post_author = this.users.idForCreator(item.creator);
    }
    if (mimeType !== undefined && row.post_mime_type === undefined) row.post_mime_type = mimeType;
    const exists = this.sql.value<number>('SELECT 1 FROM posts WHERE ID = ?', id) !== undefined;
    // An export without wp:post_modified (WXR 1.0/1.1, e.g. the Japanese theme test data): the
    // WordPress importer inserts the post, and wp_insert_post() dates a new post's modification
    // with its publication date.
    if (!exists && row.post_modified === undefined && row.post_date !== undefined) {
      row.post_modified = row.post_date;
      row.post_modified_gmt = row.post_date_gmt;
    }
    // A partial item that comes first must not make the post a 'post' (the column default); a
    // later full item of the same id sets the real type.
    if (item.partial && !exists) row.post_type = '';
    this.sql.upsert('posts', 'ID', row);
  }

  private writeMeta(id: number, meta: WxrMeta[], firstTime: boolean): void {
    const existing = new Set<string>();
    if (!firstTime) {
      const rows = this.sql
        .stmt('SELECT meta_key, meta_value FROM postmeta WHERE post_id = ?')
        .all(id) as { meta_key: string; meta_value: string | null }[];
      for (const r of rows) existing.add(metaKey(r.meta_key, r.meta_value ?? ''));
    }
    for (const m of meta) {
      if (existing.has(metaKey(m.key, m.value))) continue;
      this.sql.insert('postmeta', { post_id: id, meta_key: m.key, meta_value: m.value });
      this.metaRows += 1;
    }
  }
}

function metaKey(key: string, value: string): string {
  return `${key}\u0000${value}`;
}
