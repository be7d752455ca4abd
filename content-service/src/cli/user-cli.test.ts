import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountByLogin, accountRoles } from '../auth/accounts';
import { verifyPassword } from '../auth/passwords';
import { openStore } from '../store/open-store';

const REPO = path.resolve(__dirname, '../../..');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npx tsx content-service/src/cli/user.ts ...args`, stdin closed (not a terminal). */
async function runCli(args: string[], password?: string): Promise<Run> {
  const env = { ...process.env };
  delete env.CONTENT_USER_PASSWORD;
  if (password !== undefined) env.CONTENT_USER_PASSWORD = password;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'npx',
      ['tsx', 'content-service/src/cli/user.ts', ...args],
      { cwd: REPO, env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

describe('content:user', () => {
  let db: string;
  beforeAll(() => {
    db = path.join(mkdtempSync(path.join(os.tmpdir(), 'user-cli-')), 'content.sqlite');
    openStore(db).close();
  });

  it('adds an editor with the password from CONTENT_USER_PASSWORD, then changes it', async () => {
    const added = await runCli(
      ['add', 'ed', '--email', 'ed@example.com', '--role', 'editor', '--db', db],
      'first pass',
    );
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('added user ed');
    let store = openStore(db);
    const account = accountByLogin(store, 'ed');
    expect(account?.email).toBe('ed@example.com');
    expect(accountRoles(store, account?.id ?? 0)).toEqual(['editor']);
    expect(await verifyPassword('first pass', account?.passwordHash ?? '')).toBe(true);
    store.close();

    expect((await runCli(['set-password', 'ed', '--db', db], 'second pass')).code).toBe(0);
    store = openStore(db);
    const changed = accountByLogin(store, 'ed')?.passwordHash ?? '';
    expect(await verifyPassword('second pass', changed)).toBe(true);
    expect(await verifyPassword('first pass', changed)).toBe(false);
    store.close();
  }, 60_000);

  it('refuses bad input with a clear message and exit code 2', async () => {
    const add = (name: string, email: string, role: string, password?: string) =>
      runCli(['add', name, '--email', email, '--role', role, '--db', db], password);
    const cases: [Promise<Run>, string][] = [
      [
        add('x1', 'x1@example.com', 'king', 'p'),
        'unknown role "king": expected one of administrator, editor, author, contributor, subscriber',
      ],
      [add('x2', 'not-an-email', 'editor', 'p'), 'invalid e-mail address "not-an-email"'],
      [add('x3', 'x3@example.com', 'editor', ''), 'CONTENT_USER_PASSWORD is empty'],
      [
        add('x4', 'x4@example.com', 'editor'),
        'no password: set CONTENT_USER_PASSWORD or run in a terminal',
      ],
      [add('bad<name>', 'x5@example.com', 'editor', 'p'), 'invalid username "bad<name>"'],
      [runCli(['set-password', 'nobody', '--db', db], 'p'), 'no user "nobody"'],
      [runCli(['add', 'x6', '--db', db], 'p'), 'add needs --email and --role'],
      [runCli(['remove', 'x7', '--db', db], 'p'), 'unknown command "remove"'],
      [runCli(['set-password', 'ed', '--db', `${db}.missing`], 'p'), 'no such database'],
    ];
    for (const [run, message] of cases) {
      const result = await run;
      expect(result.stderr).toContain(message);
      expect(result.code).toBe(2);
    }
  }, 120_000);

  it('refuses a second user with the same name or e-mail', async () => {
    const first = await runCli(
      ['add', 'dup', '--email', 'dup@example.com', '--role', 'author', '--db', db],
      'p',
    );
    expect(first.code).toBe(0);
    const again = await runCli(
      ['add', 'dup', '--email', 'other@example.com', '--role', 'author', '--db', db],
      'p',
    );
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('the user "dup" already exists');
    const email = await runCli(
      ['add', 'dup2', '--email', 'DUP@example.com', '--role', 'author', '--db', db],
      'p',
    );
    expect(email.stderr).toContain('another user already has the e-mail address');
  }, 60_000);
});
