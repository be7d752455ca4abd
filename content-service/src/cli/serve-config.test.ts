import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig, USAGE } from './serve-config';

const dir = mkdtempSync(path.join(os.tmpdir(), 'serve-'));
const db = path.join(dir, 'content.sqlite');
writeFileSync(db, '');

describe('content:serve flags', () => {
  it('takes flags, then environment, then defaults', () => {
    expect(resolveConfig(['--db', db, '--port', '4100', '--uploads', dir], {})).toEqual({
      db,
      port: 4100,
      host: '127.0.0.1',
      uploads: dir,
    });
    expect(
      resolveConfig([], { CONTENT_DB: db, CONTENT_PORT: '0', CONTENT_UPLOADS: dir }),
    ).toMatchObject({
      db,
      port: 0,
      uploads: dir,
    });
    expect(resolveConfig(['--db', db], {})).toMatchObject({ port: 4000 });
  });

  it('takes the query time budget from CONTENT_QUERY_BUDGET_MS', () => {
    expect(resolveConfig(['--db', db], { CONTENT_QUERY_BUDGET_MS: '1500' })).toMatchObject({
      executionBudgetMs: 1500,
    });
    expect(resolveConfig(['--db', db], { CONTENT_QUERY_BUDGET_MS: '2s' })).toMatch(
      /invalid CONTENT_QUERY_BUDGET_MS "2s"/,
    );
  });

  it('explains what is wrong', () => {
    expect(resolveConfig(['--db', path.join(dir, 'missing.sqlite')], {})).toMatch(
      /^no such database: .*missing\.sqlite\n/,
    );
    expect(resolveConfig(['--db', db, '--port', 'abc'], {})).toMatch(/invalid port "abc"/);
    expect(resolveConfig(['--db', db, '--port', '70000'], {})).toMatch(/invalid port/);
    expect(resolveConfig(['--db', db, '--uploads', path.join(dir, 'nope')], {})).toMatch(
      /uploads folder not found/,
    );
    expect(resolveConfig(['--bogus'], {})).toMatch(/Unknown option/);
    expect(resolveConfig(['--help'], {})).toBe(USAGE);
  });
});
