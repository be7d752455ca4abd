/**
 * Helpers for the importer's tests: where the shared WXR files are, throw-away stores, a dump of
 * every table, and an independent (regex, DOM-free) count of what a WXR file holds, so that the
 * importer is checked against something that does not share its code.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { referenceDir, wxrDir } from '../../../../tests/support/shared-dir';
import { openStore, type Store } from '../../store/open-store';

export const WXR_DIR = wxrDir;
export const REFERENCE_DIR = referenceDir;

export function tempDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'wxr-import-'));
}

export function tempStore(): { db: Store; file: string } {
  const file = path.join(tempDir(), 'content.sqlite');
  return { db: openStore(file), file };
}

/**
 * Every row of every table, in a stable order: equal dumps mean equal databases. The search
 * index's FTS5 tables are left out: post_text, dumped, holds what they index.
 */
export function dumpTables(db: Store): Record<string, unknown[]> {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT GLOB 'post_search*' AND name NOT GLOB 'post_title_search*' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  const dump: Record<string, unknown[]> = {};
  for (const table of tables) {
    dump[table] = db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).raw().all();
  }
  return dump;
}

export function rowCounts(db: Store): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [table, rows] of Object.entries(dumpTables(db))) counts[table] = rows.length;
  return counts;
}

export interface ExpectedCounts {
  posts: Record<string, number>;
  terms: Record<string, number>;
  comments: number;
  authors: number;
  sticky: number[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Element text: CDATA sections unwrapped and XML entities decoded, trimmed. */
function textOf(raw: string): string {
  const parts = raw.split(/<!\[CDATA\[([\s\S]*?)\]\]>/);
  return parts
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
            e.startsWith('#x')
              ? String.fromCodePoint(parseInt(e.slice(2), 16))
              : e.startsWith('#')
                ? String.fromCodePoint(Number(e.slice(1)))
                : (ENTITIES[e] ?? m),
          ),
    )
    .join('')
    .trim();
}

function field(block: string, name: string): string | undefined {
  const m = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>|<${name}\\s*/>`).exec(block);
  return m === null ? undefined : textOf(m[1] ?? '');
}

function blocks(xml: string, name: string): string[] {
  return xml.match(new RegExp(`<${name}>[\\s\\S]*?</${name}>`, 'g')) ?? [];
}

/**
 * Counts a WXR file the way the importer should see it: one post per item, except that an item
 * without post_type merges into the other items of its post_id (a later full item of an id that
 * already has a full item is another post); terms = channel blocks plus item-only
 * (taxonomy, slug) pairs; distinct comment ids; author logins plus dc:creator logins. As a fresh
 * WordPress after its importer: the default category 'uncategorized' is there when the file lacks
 * it, and menu items WordPress Importer 0.9.5 skips are left out (drafts, items of no menu, items
 * linking to a post id or term id the file does not carry).
 */
export function scanWxr(xml: string): ExpectedCounts {
  const firstItem = xml.indexOf('<item>');
  const channel = firstItem === -1 ? xml : xml.slice(0, firstItem);
  const items = blocks(xml.slice(Math.max(firstItem, 0)), 'item');

  const terms = new Set<string>(['category|uncategorized']);
  const termIds = new Set(
    [...channel.matchAll(/<wp:term_id>\s*(?:<!\[CDATA\[)?(\d+)/g)].map((m) => m[1]),
  );
  for (const b of blocks(channel, 'wp:category'))
    terms.add(`category|${field(b, 'wp:category_nicename')}`);
  for (const b of blocks(channel, 'wp:tag')) terms.add(`post_tag|${field(b, 'wp:tag_slug')}`);
  for (const b of blocks(channel, 'wp:term')) {
    terms.add(`${field(b, 'wp:term_taxonomy')}|${field(b, 'wp:term_slug')}`);
  }
  const logins = new Set(
    blocks(channel, 'wp:author').map((b) => field(b, 'wp:author_login') ?? ''),
  );

  const postIds = new Set(items.map((item) => field(item, 'wp:post_id')));
  const posts: { type: string }[] = [];
  const byId = new Map<string, { type: string; full: boolean }>();
  const comments = new Set<string>();
  let anonymousComments = 0;
  const sticky: number[] = [];
  for (const item of items) {
    const head = item.split('<wp:comment>')[0] ?? item;
    const id = field(head, 'wp:post_id') ?? '';
    const type = field(head, 'wp:post_type') ?? '';
    const known = id === '' || id === '0' ? undefined : byId.get(id);
    const skipped = type === 'nav_menu_item' && menuItemSkipped(head, postIds, termIds);
    if (skipped) {
      // Left out: its rows are not counted (its author and menu still are).
    } else if (known === undefined || (type !== '' && known.full)) {
      const post = { type, full: type !== '' };
      posts.push(post);
      if (id !== '' && known === undefined) byId.set(id, post);
    } else if (type !== '') {
      known.type = type;
      known.full = true;
    }
    if (field(head, 'wp:is_sticky') === '1') sticky.push(Number(id));
    const creator = field(head, 'dc:creator');
    if (creator !== undefined) logins.add(creator);
    for (const m of head.matchAll(/<category\s([^>]*)>/g)) {
      const attrs = m[1] ?? '';
      const nicename = /nicename="([^"]*)"/.exec(attrs)?.[1];
      const domain = /domain="([^"]*)"/.exec(attrs)?.[1] ?? 'category';
      if (nicename !== undefined && nicename !== '') terms.add(`${domain}|${textOf(nicename)}`);
    }
    for (const c of blocks(item, 'wp:comment')) {
      const cid = field(c, 'wp:comment_id') ?? '';
      if (cid === '') anonymousComments += 1;
      else comments.add(cid);
    }
  }
  logins.delete('');

  const postCounts: Record<string, number> = {};
  for (const p of posts) postCounts[p.type] = (postCounts[p.type] ?? 0) + 1;
  const termCounts: Record<string, number> = {};
  for (const t of terms) {
    const taxonomy = t.slice(0, t.indexOf('|'));
    termCounts[taxonomy] = (termCounts[taxonomy] ?? 0) + 1;
  }
  return {
    posts: postCounts,
    terms: termCounts,
    comments: comments.size + anonymousComments,
    authors: logins.size,
    sticky,
  };
}

function menuItemSkipped(
  item: string,
  postIds: ReadonlySet<string | undefined>,
  termIds: ReadonlySet<string | undefined>,
): boolean {
  const meta = new Map(
    blocks(item, 'wp:postmeta').map((b) => [field(b, 'wp:meta_key'), field(b, 'wp:meta_value')]),
  );
  const target = meta.get('_menu_item_object_id');
  if (field(item, 'wp:status') === 'draft' || !/domain="nav_menu"/.test(item)) return true;
  if (meta.get('_menu_item_type') === 'post_type') return !postIds.has(target);
  if (meta.get('_menu_item_type') === 'taxonomy') return !termIds.has(target);
  return false;
}

/** A minimal WXR 1.2 document around `items` (and extra channel markup), for error tests. */
export function wxrDocument(
  items: string,
  options: { version?: string; channel?: string } = {},
): string {
  const version =
    options.version === undefined ? '<wp:wxr_version>1.2</wp:wxr_version>' : options.version;
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Test</title>
  <link>https://test.example</link>
  ${version}
  ${options.channel ?? ''}
${items}
</channel>
</rss>
`;
}

/** One `<item>`; `fields` override or add `wp:` fields (value `null` drops the field). */
export function wxrItem(fields: Record<string, string | null> = {}): string {
  const base: Record<string, string | null> = {
    post_id: '10',
    post_date: '2024-01-02 10:00:00',
    post_date_gmt: '2024-01-02 10:00:00',
    post_name: 'hello',
    status: 'publish',
    post_parent: '0',
    menu_order: '0',
    post_type: 'post',
    ...fields,
  };
  const wp = Object.entries(base)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([k, v]) => `    <wp:${k}>${v}</wp:${k}>`)
    .join('\n');
  return `  <item>
    <title>Hello</title>
    <dc:creator>admin</dc:creator>
    <content:encoded><![CDATA[<p>Hi</p>]]></content:encoded>
${wp}
  </item>`;
}
