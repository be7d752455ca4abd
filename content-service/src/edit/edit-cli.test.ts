import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../store/open-store';
import { readOption } from '../store/options';
import { startFakeSite } from './test/fake-site';
import { DEMO_POST, demoStoreFile } from './test/store';

const REPO = path.resolve(__dirname, '../../..');
const SECRET = 'content-edit-cli-secret';
let file: string;

beforeAll(async () => {
  const store = await demoStoreFile();
  file = store.file;
  store.db.close();
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npx tsx content-service/src/cli/edit.ts --db FILE ...args` with only the given site settings. */
async function edit(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const rest = { ...process.env };
  delete rest.SITE_URL;
  delete rest.REVALIDATE_SECRET;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'npx',
      ['tsx', 'content-service/src/cli/edit.ts', '--db', file, ...args],
      { cwd: REPO, env: { ...rest, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const titleOf = (id: number) => {
  const db = openStore(file, { readonly: true });
  try {
    return db.prepare('SELECT post_title FROM posts WHERE ID = ?').pluck().get(id);
  } finally {
    db.close();
  }
};

describe('content:edit CLI', () => {
  const site = startFakeSite();
  afterAll(async () => (await site).close());

  it('sets a title, then tells the site which pages are stale', async () => {
    const { url, calls } = await site;
    const run = await edit(['set-title', String(DEMO_POST.id), 'Five years of Lavanda'], {
      SITE_URL: url,
      REVALIDATE_SECRET: SECRET,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(`post ${DEMO_POST.id}: title set\nsite revalidated: / /sitemap.xml\n`);
    expect(titleOf(DEMO_POST.id)).toBe('Five years of Lavanda');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/revalidate/',
      secret: SECRET,
      body: { uri: DEMO_POST.uri, paths: ['/category/news/', '/category/news/company/'] },
    });
  });

  it('sets "discourage search engines": a site-wide change', async () => {
    const { url, calls } = await site;
    const run = await edit(['set-option', 'blog_public', '0'], {
      SITE_URL: url,
      REVALIDATE_SECRET: SECRET,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(calls.at(-1)?.body).toEqual({});
    const db = openStore(file, { readonly: true });
    expect(readOption(db, 'blog_public')).toBe('0');
    db.close();
  });

  it('without the site settings: saves, and says the site was not told', async () => {
    const run = await edit(['set-title', String(DEMO_POST.id), 'Quietly']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('site not notified: set SITE_URL and REVALIDATE_SECRET');
    expect(titleOf(DEMO_POST.id)).toBe('Quietly');
  });

  it('a site that cannot be reached: the edit stays, exit 3 says the site was not told', async () => {
    const run = await edit(['set-title', String(DEMO_POST.id), 'Kept'], {
      SITE_URL: 'http://127.0.0.1:9',
      REVALIDATE_SECRET: SECRET,
    });
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('site NOT revalidated (the change is saved)');
    expect(titleOf(DEMO_POST.id)).toBe('Kept');
  });

  it.each([
    [['set-title', 'abc', 'x'], 'ID must be a post\'s or page\'s number (got "abc")'],
    [['set-status', String(DEMO_POST.id), 'gone'], 'status must be one of publish'],
    [['set-title', '999999', 'x'], 'there is no post or page with ID 999999'],
    [['rename', '1', 'x'], 'usage: content:edit'],
    [['set-title', '1'], 'usage: content:edit'],
  ])('refuses %j with exit 2, changing nothing', async (args, message) => {
    const run = await edit(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(titleOf(DEMO_POST.id)).toBe('Kept');
  });

  it('refuses a --db that does not exist, creating no file', async () => {
    const missing = path.join(mkdtempSync(path.join(os.tmpdir(), 'edit-cli-')), 'wrong', 'path');
    // The last --db wins (node's parseArgs), so this replaces the demo store.
    const run = await edit(['--db', missing, 'set-title', String(DEMO_POST.id), 'x']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`no such database: ${missing}`);
    expect(existsSync(path.dirname(missing))).toBe(false);
  });
});
