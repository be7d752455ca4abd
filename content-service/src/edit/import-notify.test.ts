import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../store/open-store';
import { startFakeSite } from './test/fake-site';

const REPO = path.resolve(__dirname, '../../..');
const DEMO = path.join(REPO, 'content-service', 'demo');
const SECRET = 'content-import-cli-secret';

/** `content:import` of the demo content into a new file, with the given site settings. */
async function importDemo(env: Record<string, string>) {
  const db = path.join(mkdtempSync(path.join(os.tmpdir(), 'import-notify-')), 'content.sqlite');
  const args = ['tsx', 'content-service/src/cli/import.ts', path.join(DEMO, 'demo.wxr.xml')];
  try {
    const { stderr } = await promisify(execFile)('npx', [...args, '--db', db], {
      cwd: REPO,
      env: { ...process.env, ...env },
    });
    return { code: 0, stderr, db };
  } catch (error) {
    const e = error as { code?: number; stderr?: string };
    return { code: e.code ?? -1, stderr: e.stderr ?? '', db };
  }
}

const postCount = (file: string) => {
  const db = openStore(file, { readonly: true });
  try {
    return db.prepare("SELECT COUNT(*) FROM posts WHERE post_type = 'post'").pluck().get();
  } finally {
    db.close();
  }
};

describe('content:import and the site', () => {
  const site = startFakeSite();
  afterAll(async () => (await site).close());

  it('after an import, asks the site to revalidate its home page and sitemap', async () => {
    const { url, calls } = await site;
    const run = await importDemo({ SITE_URL: url, REVALIDATE_SECRET: SECRET });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('site revalidated: / /sitemap.xml');
    expect(calls).toEqual([{ method: 'POST', url: '/api/revalidate/', secret: SECRET, body: {} }]);
  });

  it('a site that cannot be reached keeps the import and exits 3', async () => {
    const run = await importDemo({ SITE_URL: 'http://127.0.0.1:9', REVALIDATE_SECRET: SECRET });
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('site NOT revalidated (the change is saved)');
    expect(postCount(run.db)).toBeGreaterThan(0);
  });

  it('half the settings: refuses before importing anything', async () => {
    const run = await importDemo({ SITE_URL: 'http://127.0.0.1:9', REVALIDATE_SECRET: '' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('SITE_URL and REVALIDATE_SECRET must be set together');
    expect(existsSync(run.db)).toBe(false);
  });
});
