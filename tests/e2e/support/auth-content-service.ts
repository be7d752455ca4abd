import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, rmSync } from 'node:fs';
import path from 'node:path';
import { importWxr, loadAcfFile, loadOptionsFile } from '../../../content-service/src/import';
import { openStore } from '../../../content-service/src/store/open-store';
import { readOption, writeOption } from '../../../content-service/src/store/options';
import { demoSource } from './content-services';
import { e2eDataDir, freePort, root } from './next-servers';

export interface AuthContentService {
  url: string;
  stop(): Promise<void>;
}

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/**
 * The demo content in a database file of its own, with FaustWP's secret set to `secret` and one
 * editor added by the users CLI (`npm run content:user`, password from CONTENT_USER_PASSWORD).
 */
export async function prepareAuthDatabase(
  name: string,
  secret: string,
  editor: { login: string; email: string; password: string },
): Promise<string> {
  const db = path.join(e2eDataDir, `${name}.sqlite`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  const store = openStore(db);
  try {
    await importWxr(store, demoSource.wxr, {
      options: await loadOptionsFile(demoSource.options),
      acf: await loadAcfFile(demoSource.acf),
    });
    const settings = readOption<Record<string, unknown>>(store, 'faustwp_settings') ?? {};
    writeOption(store, 'faustwp_settings', { ...settings, secret_key: secret });
  } finally {
    store.close();
  }
  const added = spawnSync(
    'npm',
    [
      'run',
      '--silent',
      'content:user',
      '--',
      'add',
      editor.login,
      '--email',
      editor.email,
      '--role',
      'editor',
      '--db',
      db,
    ],
    {
      cwd: root,
      env: { ...process.env, CONTENT_USER_PASSWORD: editor.password },
      encoding: 'utf8',
    },
  );
  if (added.status !== 0) {
    throw new Error(`content:user add failed (${added.status}): ${added.stderr || added.stdout}`);
  }
  return db;
}

/**
 * The content service as its own process (`npm run content:serve`), so token lifetimes can be
 * shortened through its environment without touching the shared demo service.
 */
export async function startAuthContentService(
  db: string,
  env: Record<string, string>,
  /** A port chosen beforehand (when the database must name the service's own address). */
  chosenPort?: number,
): Promise<AuthContentService> {
  const port = chosenPort ?? (await freePort());
  const log = createWriteStream(path.join(e2eDataDir, 'auth-content-service.log'));
  const child: ChildProcess = spawn(
    tsx,
    [
      'content-service/src/cli/serve.ts',
      '--db',
      db,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--uploads',
      demoSource.uploads,
    ],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`content service exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/graphql?query=%7B__typename%7D`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`content service did not start at ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
