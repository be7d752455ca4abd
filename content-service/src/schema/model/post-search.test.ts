import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { containsPattern, containsSql, registerCollation } from '../../store/collation';
import { migrate, migrations } from '../../store/migrations';
import { openStore, type Store } from '../../store/open-store';
import type { Viewer } from '../context';
import { blankSite, queryData } from '../test/site';
import { parseSearch, searchRank } from './search-terms';
import { INDEXED_ORDER_MIN_MATCHES } from './indexed-search';
import { phraseOf, trigramQuery } from './post-search';

let db: Store;

function post(id: number, title: string, content = '', excerpt = '', date = id): void {
  const when = `2024-01-01 00:${String(date % 60).padStart(2, '0')}:00`;
  db.prepare(
    `INSERT INTO posts (ID, post_author, post_type, post_status, post_name, post_title, post_content,
       post_excerpt, post_date, post_date_gmt) VALUES (?, 1, 'post', 'publish', ?, ?, ?, ?, ?, ?)`,
  ).run(id, `p-${id}`, title, content, excerpt, when, when);
}

/** Texts that fold, escape or tokenize in every way the collation and the index can differ. */
const TEXTS: [string, string, string][] = [
  ['Image Alignment', 'An image, left-aligned.', ''],
  ['CAFÉ crème', 'Déjà vu à Noël', 'naïve'],
  ['ｉｍａｇｅ full width', 'straße', ''],
  ['100% pure', 'under_score and back\\slash', 'quote "here"'],
  ['Ελληνικά', 'ΕΠΙΠΕΔΟ επίπεδο', ''],
  ['Emoji 😀 post', 'ab cd 1 2', 'x'],
  ['æther', 'ae ligature', 'Œuvre'],
  ['Tabs\tand  spaces', 'line\nbreak', ''],
  ['Lorem ipsum', 'lorem ipsum dolor sit amet', 'LOREM'],
  ['Nothing', 'plain words only', ''],
];

const SEARCHES = [
  'image',
  'IMAGE',
  'imagé',
  'ｉｍａｇｅ',
  'cafe',
  'CRÈME',
  'deja vu',
  '"déjà vu"',
  'noel',
  'naive',
  'strasse',
  'straße',
  '100%',
  '%',
  '_',
  'under_score',
  'back\\\\slash',
  '"here"',
  'επιπεδο',
  'ΕΛΛΗΝΙΚΆ',
  '😀',
  'ab',
  'ab cd',
  '1',
  'æther',
  'aether',
  'ae',
  'œuvre',
  '"tabs\tand"',
  'and  spaces',
  'lorem -dolor',
  'lorem -"ipsum dolor"',
  '-lorem',
  'lorem ipsum',
  'zyzzyva',
  'plain words',
  '"words plain"',
  'one two three four five six seven eight nine ten',
  // The index holds words: a phrase across two of them is read on the folds, one across a line
  // break inside a word on the index.
  '"m ipsum d"',
  '"ipsum lorem"',
  '"line\nbreak"',
  'e\nb',
];

/** The search as it was before the index: wp_fold() on every row of posts, in the same order. */
function unindexed(search: string): number[] {
  const parsed = parseSearch(search)!;
  const where: string[] = [];
  const params: unknown[] = [];
  for (const term of parsed.terms) {
    const tests = ['post_title', 'post_excerpt', 'post_content'].map((c) =>
      containsSql(`p.${c}`, term.exclude),
    );
    where.push(`(${tests.join(term.exclude ? ' AND ' : ' OR ')})`);
    params.push(...tests.map(() => containsPattern(term.text)));
  }
  return db
    .prepare(`SELECT p.ID FROM posts p WHERE ${where.join(' AND ')} ORDER BY p.ID`)
    .pluck()
    .all(...params) as number[];
}

/** The order as it was before the index: parse_search_order()'s tests, wp_fold() LIKE on posts. */
function unindexedOrder(search: string): number[] {
  const parsed = parseSearch(search)!;
  const rank = searchRank(parsed);
  const ids = unindexed(search);
  const params: unknown[] = [];
  const holds = (column: string, text: string) => {
    params.push(containsPattern(text));
    return containsSql(`p.${column}`);
  };
  let order: string;
  if (!rank) order = 'NULL';
  else if (rank.kind === 'title') order = `(${holds('post_title', rank.text)}) DESC`;
  else {
    const cases: string[] = [];
    if (rank.phrase !== undefined) cases.push(`WHEN ${holds('post_title', rank.phrase)} THEN 1`);
    if (rank.titleTerms.length < 7) {
      const each = () => rank.titleTerms.map((t) => holds('post_title', t));
      cases.push(`WHEN ${each().join(' AND ')} THEN 2`);
      if (rank.titleTerms.length > 1) cases.push(`WHEN ${each().join(' OR ')} THEN 3`);
    }
    if (rank.phrase !== undefined) {
      cases.push(`WHEN ${holds('post_excerpt', rank.phrase)} THEN 4`);
      cases.push(`WHEN ${holds('post_content', rank.phrase)} THEN 5`);
    }
    order = `CASE ${cases.join(' ')} ELSE 6 END`;
  }
  return db
    .prepare(
      `SELECT p.ID FROM posts p WHERE p.ID IN (${ids.join(',')})
       ORDER BY ${order}, p.post_date DESC, p.ID DESC`,
    )
    .pluck()
    .all(...params) as number[];
}

async function searched(search: string): Promise<number[]> {
  const data = (await queryData(
    db,
    `{ posts(first: 100, where: { search: ${JSON.stringify(search)} }) { nodes { databaseId } } }`,
  )) as { posts: { nodes: { databaseId: number }[] } };
  return data.posts.nodes.map((n) => n.databaseId);
}

describe('search on the index (post_text, post_search)', () => {
  beforeEach(() => {
    db = blankSite();
    TEXTS.forEach(([title, content, excerpt], i) => post(100 + i, title, content, excerpt));
  });

  it.each(SEARCHES)('finds what wp_fold() LIKE finds: %j', async (search) => {
    const found = await searched(search);
    expect([...found].sort((a, b) => a - b)).toEqual(unindexed(search));
  });

  it.each([...SEARCHES, 'lorem image', '"lorem ipsum" plain', 'image ab', 'cafe noel -zyzzyva'])(
    'orders as wp_fold() LIKE orders: %j',
    async (search) => {
      post(200, 'Other', 'mentions lorem ipsum image', 'lorem ipsum', 59);
      post(201, 'Lorem image ab', 'plain', '', 1);
      post(202, 'Café ipsum', 'lorem ipsum plain noel', '', 2);
      expect(await searched(search)).toEqual(unindexedOrder(search));
    },
  );

  it('decides each included term of 3+ characters with its phrase, not short or excluded ones', () => {
    expect(trigramQuery(parseSearch('Lorem -ipsum ab')!)).toBe('"LOREM"');
    expect(trigramQuery(parseSearch('lorem ipsum LOREM')!)).toBe('"LOREM" AND "IPSUM"');
    expect(trigramQuery(parseSearch('ab cd')!)).toBeUndefined();
    // Only letters and stopwords: the whole string is the term, its quote doubled in the query.
    expect(trigramQuery(parseSearch('a"b')!)).toBe('"A""B"');
    // A term holding a space or a tab spans words: the index holds words, the folds decide it.
    expect(trigramQuery(parseSearch('a "b')!)).toBeUndefined();
    expect(phraseOf('lorem\tipsum')).toBeUndefined();
    expect(phraseOf('lorem\nipsum')).toBe('"LOREM\nIPSUM"');
    expect(trigramQuery(parseSearch('😀ab')!)).toBe('"😀AB"');
    expect(phraseOf('😀a')).toBeUndefined();
    expect(phraseOf('a\0b')).toBeUndefined();
  });

  it('orders title matches first, then by date (one term), as before', async () => {
    post(200, 'Other', 'mentions lorem', '', 59);
    post(201, 'Lorem title', '', '', 1);
    expect(await searched('lorem')).toEqual([108, 201, 200]);
  });

  it('keeps the index in step with edits, renumbering and deletion', async () => {
    expect(await searched('zyzzyva')).toEqual([]);
    db.prepare("UPDATE posts SET post_content = 'a zyzzyva here' WHERE ID = 109").run();
    expect(await searched('zyzzyva')).toEqual([109]);
    db.prepare('UPDATE posts SET ID = 300 WHERE ID = 109').run();
    expect(await searched('zyzzyva')).toEqual([300]);
    db.prepare("UPDATE posts SET post_title = 'Zyzzyva', post_content = '' WHERE ID = 300").run();
    expect(await searched('ZYZZYVA')).toEqual([300]);
    db.prepare('UPDATE posts SET menu_order = 2 WHERE ID = 300').run();
    expect(await searched('zyzzyva')).toEqual([300]);
    db.prepare('DELETE FROM posts WHERE ID = 300').run();
    expect(await searched('zyzzyva')).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) FROM post_text').pluck().get()).toBe(TEXTS.length - 1);
  });
});

/** A page of a search, and its total, as the site asks it. */
async function searchPage(
  search: string,
  offset: number,
  extra = '',
  viewer: Viewer | null = null,
): Promise<{ ids: number[]; total: number }> {
  const data = (await queryData(
    db,
    `{ posts(where: { search: ${JSON.stringify(search)}, offsetPagination: { offset: ${offset}, size: 100 } ${extra} }) {
      pageInfo { offsetPagination { total } } nodes { databaseId } } }`,
    viewer,
  )) as {
    posts: { pageInfo: { offsetPagination: { total: number } }; nodes: { databaseId: number }[] };
  };
  return {
    ids: data.posts.nodes.map((n) => n.databaseId),
    total: data.posts.pageInfo.offsetPagination.total,
  };
}

describe("a search with many matches, ordered from the posts' own list (indexed-search.ts)", () => {
  const POSTS = 2500;
  beforeEach(() => {
    db = blankSite();
    for (let i = 0; i < POSTS; i++) {
      // Title, excerpt or content holds the term in turn; dates repeat, so IDs break ties.
      post(
        1000 + i,
        i % 7 === 0 ? `Lorem ${i}` : `Post ${i}`,
        i % 3 === 0 ? 'nothing here' : `${i % 5 === 0 ? 'ipsum ' : ''}dolor lorem lorem sit`,
        i % 11 === 0 ? 'LÖREM' : '',
        (i * 37) % 60,
      );
    }
    // Not in an anonymous reader's search (WordPress leaves protected posts out), nor a draft.
    db.prepare("UPDATE posts SET post_password = 'x' WHERE ID = 1001").run();
    db.prepare("UPDATE posts SET post_status = 'draft' WHERE ID = 1002").run();
  });

  it.each(['lorem', 'lorem -ipsum', 'LÖREM -zzz', 'orem'])(
    'pages and counts as wp_fold() LIKE orders: %j',
    async (search) => {
      const expected = unindexedOrder(search).filter((id) => id !== 1001 && id !== 1002);
      expect(expected.length).toBeGreaterThanOrEqual(INDEXED_ORDER_MIN_MATCHES);
      for (const offset of [0, 100, expected.length - 50]) {
        expect(await searchPage(search, offset)).toEqual({
          ids: expected.slice(offset, offset + 100),
          total: expected.length,
        });
      }
    },
  );

  it('keeps protected posts for a signed-in reader, drafts out of the default statuses', async () => {
    const admin: Viewer = { id: 1, login: 'admin', roles: ['administrator'] };
    const expected = unindexedOrder('lorem').filter((id) => id !== 1002);
    expect(expected).toContain(1001);
    expect(await searchPage('lorem', 0, '', admin)).toEqual({
      ids: expected.slice(0, 100),
      total: expected.length,
    });
  });

  it('keeps the order asked for instead of the rank, with the rest of the query', async () => {
    const page = await searchPage('lorem', 0, ', orderby: { field: TITLE, order: ASC }');
    const titles = page.ids.map(
      (id) => db.prepare('SELECT post_title FROM posts WHERE ID = ?').pluck().get(id) as string,
    );
    expect(titles.slice(0, 3)).toEqual(['Lorem 0', 'Lorem 1001', 'Lorem 1008']);
    expect(page.total).toBe(unindexedOrder('lorem').length - 2);
  });
});

describe('the search index migration', () => {
  it('indexes the posts of a database written before it', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'search-')), 'content.sqlite');
    const old = new Database(file);
    registerCollation(old);
    const before = migrations.filter((m) => m.version < 4);
    old.exec(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL,
      applied_at TEXT NOT NULL)`);
    for (const m of before) {
      old.exec(m.sql);
      old.prepare("INSERT INTO schema_migrations VALUES (?, ?, 'then')").run(m.version, m.name);
    }
    old
      .prepare(
        "INSERT INTO posts (ID, post_title, post_content) VALUES (7, 'Déjà', 'Crème brûlée')",
      )
      .run();
    old.close();
    db = openStore(file);
    expect(db.prepare('SELECT title, content FROM post_text').get()).toEqual({
      title: 'DEJA',
      content: 'CREME BRULEE',
    });
    expect(
      db.prepare('SELECT rowid FROM post_search WHERE post_search MATCH ?').pluck().all('"RUL"'),
    ).toEqual([7]);
    expect(migrate(db)).toBe(migrations[migrations.length - 1]!.version);
    db.close();
  });

  it('reindexes a database at version 4 by words, titles on their own', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'search-')), 'content.sqlite');
    const old = new Database(file);
    registerCollation(old);
    old.exec(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL,
      applied_at TEXT NOT NULL)`);
    for (const m of migrations.filter((m) => m.version <= 4)) {
      old.exec(m.sql);
      old.prepare("INSERT INTO schema_migrations VALUES (?, ?, 'then')").run(m.version, m.name);
    }
    old
      .prepare("INSERT INTO posts (ID, post_title, post_content) VALUES (7, 'Déjà vu', 'vu vu vu')")
      .run();
    old.close();
    db = openStore(file);
    const match = (index: string, query: string) =>
      db.prepare(`SELECT rowid FROM ${index} WHERE ${index} MATCH ?`).pluck().all(query);
    expect(match('post_search', '"VU"')).toEqual([]);
    expect(match('post_search', '{content} : "U V"')).toEqual([]);
    expect(match('post_search', '{content} : "VU"')).toEqual([]);
    expect(match('post_search', '"DEJ"')).toEqual([7]);
    expect(match('post_title_search', '"JA"')).toEqual([]);
    expect(match('post_title_search', '"EJA"')).toEqual([7]);
    db.prepare("UPDATE posts SET post_title = 'Other' WHERE ID = 7").run();
    expect(match('post_title_search', '"EJA"')).toEqual([]);
    db.prepare('DELETE FROM posts WHERE ID = 7').run();
    expect(match('post_search', '"OTH"')).toEqual([]);
    db.close();
  });
});
