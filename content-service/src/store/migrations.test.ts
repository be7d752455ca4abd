import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations';
import { openStore } from './open-store';

describe('store migrations', () => {
  it('creates the WordPress tables and records the schema version once', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'store-')), 'content.sqlite');
    openStore(file).close();
    const db = openStore(file);
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .pluck()
      .all();
    expect(tables).toEqual(
      expect.arrayContaining(['posts', 'postmeta', 'terms', 'term_taxonomy', 'term_relationships']),
    );
    expect(tables).toEqual(expect.arrayContaining(['options', 'users', 'usermeta', 'comments']));
    const versions = db.prepare('SELECT version FROM schema_migrations').pluck().all();
    expect(versions).toEqual(migrations.map((m) => m.version));
    db.close();
  });

  it('refuses a database written by a newer content service', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'store-')), 'content.sqlite');
    const db = openStore(file);
    db.prepare("INSERT INTO schema_migrations VALUES (999, 'future', 'now')").run();
    db.close();
    expect(() => openStore(file)).toThrow(/newer than this content service/);
  });
});
