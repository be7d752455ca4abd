import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openStore } from '../store/open-store';
import { WXR_DIR, dumpTables, tempDir, wxrDocument, wxrItem } from './test/wxr-support';
import { needsShared } from '../../../tests/support/needs-shared';

const REPO = path.resolve(__dirname, '../../..');
const available = needsShared('wxr');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npx tsx content-service/src/cli/import.ts ...args` from the repository root. */
async function runCli(args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'npx',
      ['tsx', 'content-service/src/cli/import.ts', ...args],
      { cwd: REPO, env: { ...process.env, CONTENT_DB: path.join(tempDir(), 'unused.sqlite') } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

function summaryLines(stdout: string): Record<string, string> {
  return Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .map((line) => line.split(': ') as [string, string]),
  );
}

describe('content:import CLI', () => {
  it.skipIf(!available)(
    'imports a file and prints the summary lines',
    async () => {
      const db = path.join(tempDir(), 'cli.sqlite');
      const file = path.join(WXR_DIR, 'importer-fixture.valid-wxr-1.1.xml');
      const run = await runCli([file, '--db', db]);
      expect(run.code, run.stderr).toBe(0);
      expect(summaryLines(run.stdout)).toMatchObject({
        wxr_version: '1.1',
        authors: '1',
        items: '2',
        'posts.post': '1',
        'posts.page': '1',
        'terms.category': '2', // 'alpha' and the default category 'Uncategorized'
        'terms.post_tax': '1',
        comments: '1',
      });
      const store = openStore(db);
      expect(store.prepare('SELECT COUNT(*) FROM posts').pluck().get()).toBe(2);
      store.close();
    },
    60_000,
  );

  it('names on stderr each menu item it skips as WordPress does, and still succeeds', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'draft-item.xml');
    writeFileSync(
      file,
      wxrDocument(
        wxrItem() + wxrItem({ post_id: '12', post_type: 'nav_menu_item', status: 'draft' }),
      ),
    );
    const run = await runCli([file, '--db', path.join(dir, 'cli.sqlite')]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('warning: menu item 12 skipped: it is a draft\n');
    expect(summaryLines(run.stdout)).toMatchObject({ items: '1', 'posts.post': '1' });
  }, 60_000);

  it('exits non-zero with a message on bad input, leaving the store unchanged', async () => {
    const dir = tempDir();
    const db = path.join(dir, 'cli.sqlite');
    const good = path.join(dir, 'good.xml');
    writeFileSync(good, wxrDocument(wxrItem()));
    expect((await runCli([good, '--db', db])).code).toBe(0);
    const store = openStore(db);
    const before = dumpTables(store);
    store.close();

    const bad = path.join(dir, 'bad.xml');
    writeFileSync(bad, wxrDocument(wxrItem({ post_id: '11', post_date: 'soon' })));
    // Independent failures, run side by side to keep the suite fast.
    const [run, missing, usage] = await Promise.all([
      runCli([bad, '--db', db]),
      runCli([path.join(dir, 'missing.xml'), '--db', db]),
      runCli([]),
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/import failed: .*bad\.xml:\d+:\d+: invalid wp:post_date "soon"/);
    expect(run.stdout).toBe('');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/cannot read .*missing\.xml/);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/usage: content:import FILE\.xml/);

    const after = openStore(db);
    expect(dumpTables(after)).toEqual(before);
    after.close();
  }, 60_000);
});
