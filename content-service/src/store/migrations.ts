import type Database from 'better-sqlite3';
import { FILL_SEARCH_INDEX_SQL } from './search-index';

/**
 * Versioned schema migrations. The tables follow WordPress's own data model (wp_posts, wp_postmeta,
 * wp_terms, ...) without the table prefix, so WXR data and WordPress semantics map one to one.
 * Append new migrations; never edit one that has shipped.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Migration 5's trigger steps (SQLite triggers cannot share a body): a post's row written to the
 * search index from `new`, and its rows taken out by `old`.
 */
const INDEX_NEW_ROW = `
  INSERT INTO post_text (ID, title, excerpt, content) VALUES (new.ID,
    wp_search_fold(new.post_title), wp_search_fold(new.post_excerpt),
    wp_search_fold(new.post_content));
  INSERT INTO post_search (rowid, title, excerpt, content)
    SELECT ID, wp_search_words(title), wp_search_words(excerpt), wp_search_words(content)
    FROM post_text WHERE ID = new.ID;
  INSERT INTO post_title_search (rowid, title)
    SELECT ID, wp_search_words(title) FROM post_text WHERE ID = new.ID;`;
const UNINDEX_OLD_ROW = `
  DELETE FROM post_search WHERE rowid = old.ID;
  DELETE FROM post_title_search WHERE rowid = old.ID;
  DELETE FROM post_text WHERE ID = old.ID;`;

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'wordpress data model',
    sql: `
      CREATE TABLE users (
        ID INTEGER PRIMARY KEY,
        user_login TEXT NOT NULL UNIQUE,
        user_pass TEXT NOT NULL DEFAULT '',
        user_nicename TEXT NOT NULL DEFAULT '',
        user_email TEXT NOT NULL DEFAULT '',
        user_url TEXT NOT NULL DEFAULT '',
        user_registered TEXT NOT NULL DEFAULT '0000-00-00 00:00:00',
        display_name TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX users_nicename ON users(user_nicename);
      CREATE INDEX users_email ON users(user_email);

      -- first_name, last_name, nickname, description, and roles as 'wp_capabilities' (PHP-serialized
      -- like WordPress stores it).
      CREATE TABLE usermeta (
        umeta_id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(ID) ON DELETE CASCADE,
        meta_key TEXT NOT NULL,
        meta_value TEXT
      );
      CREATE INDEX usermeta_user ON usermeta(user_id, meta_key);

      CREATE TABLE posts (
        ID INTEGER PRIMARY KEY,
        post_author INTEGER NOT NULL DEFAULT 0,
        post_date TEXT NOT NULL DEFAULT '0000-00-00 00:00:00',
        post_date_gmt TEXT NOT NULL DEFAULT '0000-00-00 00:00:00',
        post_content TEXT NOT NULL DEFAULT '',
        post_title TEXT NOT NULL DEFAULT '',
        post_excerpt TEXT NOT NULL DEFAULT '',
        post_status TEXT NOT NULL DEFAULT 'publish',
        comment_status TEXT NOT NULL DEFAULT 'open',
        ping_status TEXT NOT NULL DEFAULT 'open',
        post_password TEXT NOT NULL DEFAULT '',
        post_name TEXT NOT NULL DEFAULT '',
        post_modified TEXT NOT NULL DEFAULT '0000-00-00 00:00:00',
        post_modified_gmt TEXT NOT NULL DEFAULT '0000-00-00 00:00:00',
        post_parent INTEGER NOT NULL DEFAULT 0,
        guid TEXT NOT NULL DEFAULT '',
        menu_order INTEGER NOT NULL DEFAULT 0,
        post_type TEXT NOT NULL DEFAULT 'post',
        post_mime_type TEXT NOT NULL DEFAULT '',
        comment_count INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX posts_type_status_date ON posts(post_type, post_status, post_date, ID);
      CREATE INDEX posts_name ON posts(post_name);
      CREATE INDEX posts_parent ON posts(post_parent);
      CREATE INDEX posts_author ON posts(post_author);
      CREATE INDEX posts_guid ON posts(guid);

      CREATE TABLE postmeta (
        meta_id INTEGER PRIMARY KEY,
        post_id INTEGER NOT NULL REFERENCES posts(ID) ON DELETE CASCADE,
        meta_key TEXT NOT NULL,
        meta_value TEXT
      );
      CREATE INDEX postmeta_post ON postmeta(post_id, meta_key);
      CREATE INDEX postmeta_key ON postmeta(meta_key);

      CREATE TABLE terms (
        term_id INTEGER PRIMARY KEY,
        name TEXT NOT NULL DEFAULT '',
        slug TEXT NOT NULL DEFAULT '',
        term_group INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX terms_slug ON terms(slug);

      CREATE TABLE term_taxonomy (
        term_taxonomy_id INTEGER PRIMARY KEY,
        term_id INTEGER NOT NULL REFERENCES terms(term_id) ON DELETE CASCADE,
        taxonomy TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        parent INTEGER NOT NULL DEFAULT 0,
        count INTEGER NOT NULL DEFAULT 0,
        UNIQUE (term_id, taxonomy)
      );
      CREATE INDEX term_taxonomy_taxonomy ON term_taxonomy(taxonomy, parent);

      CREATE TABLE termmeta (
        meta_id INTEGER PRIMARY KEY,
        term_id INTEGER NOT NULL REFERENCES terms(term_id) ON DELETE CASCADE,
        meta_key TEXT NOT NULL,
        meta_value TEXT
      );
      CREATE INDEX termmeta_term ON termmeta(term_id, meta_key);

      CREATE TABLE term_relationships (
        object_id INTEGER NOT NULL,
        term_taxonomy_id INTEGER NOT NULL REFERENCES term_taxonomy(term_taxonomy_id) ON DELETE CASCADE,
        term_order INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (object_id, term_taxonomy_id)
      );
      CREATE INDEX term_relationships_tt ON term_relationships(term_taxonomy_id, object_id);

      -- Values are stored as JSON text (WordPress stores PHP-serialized text; the decoded form
      -- is what every reader needs).
      CREATE TABLE options (
        option_name TEXT PRIMARY KEY,
        option_value TEXT NOT NULL,
        autoload INTEGER NOT NULL DEFAULT 1
      );

      CREATE TABLE comments (
        comment_ID INTEGER PRIMARY KEY,
        comment_post_ID INTEGER NOT NULL DEFAULT 0,
        comment_author TEXT NOT NULL DEFAULT '',
        comment_author_email TEXT NOT NULL DEFAULT '',
        comment_author_url TEXT NOT NULL DEFAULT '',
        comment_author_IP TEXT NOT NULL DEFAULT '',
        comment_date TEXT NOT NULL DEFAULT '0000-00-00 00:00:00',
        comment_date_gmt TEXT NOT NULL DEFAULT '0000-00-00 00:00:00',
        comment_content TEXT NOT NULL DEFAULT '',
        comment_karma INTEGER NOT NULL DEFAULT 0,
        comment_approved TEXT NOT NULL DEFAULT '1',
        comment_agent TEXT NOT NULL DEFAULT '',
        comment_type TEXT NOT NULL DEFAULT 'comment',
        comment_parent INTEGER NOT NULL DEFAULT 0,
        user_id INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX comments_post ON comments(comment_post_ID, comment_approved);
      CREATE INDEX comments_parent ON comments(comment_parent);

      CREATE TABLE commentmeta (
        meta_id INTEGER PRIMARY KEY,
        comment_id INTEGER NOT NULL REFERENCES comments(comment_ID) ON DELETE CASCADE,
        meta_key TEXT NOT NULL,
        meta_value TEXT
      );
      CREATE INDEX commentmeta_comment ON commentmeta(comment_id, meta_key);
    `,
  },
  {
    version: 2,
    name: 'editor sign-in tokens',
    // FaustWP's codes and tokens, and wp-login.php sessions. Only a SHA-256 of each token is
    // stored: a copy of the database does not sign anyone in. Expiry is in milliseconds.
    sql: `
      CREATE TABLE auth_tokens (
        token_hash TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('code', 'access', 'refresh', 'session')),
        user_id INTEGER NOT NULL REFERENCES users(ID) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX auth_tokens_expiry ON auth_tokens(expires_at);
    `,
  },
  {
    version: 3,
    name: 'refresh token families',
    // A sign-in's access and refresh tokens share a family, so logout or a stolen refresh token's
    // reuse ends them all. A rotated refresh token stays as `spent` until it expires: its reuse is
    // how theft shows.
    sql: `
      ALTER TABLE auth_tokens ADD COLUMN family TEXT;
      ALTER TABLE auth_tokens ADD COLUMN spent INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX auth_tokens_family ON auth_tokens(family);
    `,
  },
  {
    version: 4,
    name: 'search index',
    // WP_Query's search (schema/model/post-search.ts): each post's title, excerpt and content
    // folded as MariaDB's collation compares them (wp_search_fold: collation.ts's foldText), which
    // the LIKE of terms under 3 characters reads, and a trigram index of those folds with each
    // trigram's column and position (detail = full, FTS5's default): a phrase of a term's trigrams
    // matches exactly the folds holding the term, so the index decides terms of 3+ characters and
    // the title and excerpt tests of a search's order.
    // Triggers keep both in step with every write to posts (importer, content:edit, mutations).
    // wp_search_fold is registered on every connection openStore opens, before it migrates.
    // posts_unprotected: an anonymous reader's search leaves password-protected posts out, and this
    // index answers that test without reading each candidate's row.
    sql: `
      CREATE INDEX posts_unprotected ON posts(post_type, post_status, post_password, post_date, ID);
      CREATE TABLE post_text (
        ID INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        excerpt TEXT NOT NULL,
        content TEXT NOT NULL
      );
      CREATE VIRTUAL TABLE post_search USING fts5(
        title, excerpt, content,
        content = '', contentless_delete = 1,
        tokenize = 'trigram case_sensitive 1'
      );
      INSERT INTO post_text (ID, title, excerpt, content)
        SELECT ID, wp_search_fold(post_title), wp_search_fold(post_excerpt),
          wp_search_fold(post_content) FROM posts;
      INSERT INTO post_search (rowid, title, excerpt, content)
        SELECT ID, title, excerpt, content FROM post_text;
      CREATE TRIGGER posts_search_insert AFTER INSERT ON posts BEGIN
        INSERT INTO post_text (ID, title, excerpt, content) VALUES (new.ID,
          wp_search_fold(new.post_title), wp_search_fold(new.post_excerpt),
          wp_search_fold(new.post_content));
        INSERT INTO post_search (rowid, title, excerpt, content)
          SELECT ID, title, excerpt, content FROM post_text WHERE ID = new.ID;
      END;
      CREATE TRIGGER posts_search_update
        AFTER UPDATE OF ID, post_title, post_excerpt, post_content ON posts BEGIN
        DELETE FROM post_search WHERE rowid = old.ID;
        DELETE FROM post_text WHERE ID = old.ID;
        INSERT INTO post_text (ID, title, excerpt, content) VALUES (new.ID,
          wp_search_fold(new.post_title), wp_search_fold(new.post_excerpt),
          wp_search_fold(new.post_content));
        INSERT INTO post_search (rowid, title, excerpt, content)
          SELECT ID, title, excerpt, content FROM post_text WHERE ID = new.ID;
      END;
      CREATE TRIGGER posts_search_delete AFTER DELETE ON posts BEGIN
        DELETE FROM post_search WHERE rowid = old.ID;
        DELETE FROM post_text WHERE ID = old.ID;
      END;
    `,
  },
  {
    version: 5,
    name: 'search index of distinct words',
    // The index holds each fold's distinct words (wp_search_words: split at spaces and tabs, each
    // word once), not the whole fold. A search term never holds a space or a tab (parse_search
    // splits on them; only a quoted phrase can, and post-search.ts reads those on the folds), so
    // a term occurs in a fold exactly when it occurs in one of its words, and its trigrams never
    // span two words of the index. Repeated words are most of a post's text (block markup, the
    // language's common words): each is indexed once, so the index is smaller, built faster, and
    // a common term's phrase reads fewer positions. `post_title_search` indexes the titles' words
    // again on their own: the title test of a search's order then reads titles' positions only
    // (a column filter on post_search reads every column's and skips the others). The triggers
    // stand aside while an import defers them (store/search-index.ts: it rebuilds the index once).
    sql: `
      DROP TRIGGER posts_search_insert;
      DROP TRIGGER posts_search_update;
      DROP TRIGGER posts_search_delete;
      DROP TABLE post_search;
      DELETE FROM post_text;
      CREATE VIRTUAL TABLE post_search USING fts5(
        title, excerpt, content,
        content = '', contentless_delete = 1,
        tokenize = 'trigram case_sensitive 1'
      );
      CREATE VIRTUAL TABLE post_title_search USING fts5(
        title, content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1'
      );
      ${FILL_SEARCH_INDEX_SQL}
      CREATE TRIGGER posts_search_insert AFTER INSERT ON posts
        WHEN NOT wp_search_deferred() BEGIN
        ${INDEX_NEW_ROW}
      END;
      CREATE TRIGGER posts_search_update
        AFTER UPDATE OF ID, post_title, post_excerpt, post_content ON posts
        WHEN NOT wp_search_deferred() BEGIN
        ${UNINDEX_OLD_ROW}
        ${INDEX_NEW_ROW}
      END;
      CREATE TRIGGER posts_search_delete AFTER DELETE ON posts
        WHEN NOT wp_search_deferred() BEGIN
        ${UNINDEX_OLD_ROW}
      END;
    `,
  },
];

/** Applies every migration newer than the database's version, each in its own transaction. */
export function migrate(db: Database.Database): number {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const row = db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get() as {
    v: number | null;
  };
  const current = row.v ?? 0;
  const latest = migrations[migrations.length - 1]?.version ?? 0;
  if (current > latest) {
    throw new Error(
      `The database is at schema version ${current}, newer than this content service (${latest}).`,
    );
  }
  for (const m of migrations) {
    if (m.version <= current) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        m.version,
        m.name,
        new Date().toISOString(),
      );
    })();
  }
  return latest;
}
