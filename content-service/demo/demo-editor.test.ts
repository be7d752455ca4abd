import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/auth/clock';
import { signIn } from '../src/auth/sign-in';
import { setPassword } from '../src/auth/user-admin';
import { importWxr, loadAcfFile, loadOptionsFile } from '../src/import';
import { openStore, type Store } from '../src/store/open-store';
import { DEFAULT_DEMO_EDITOR_PASSWORD, DEMO_EDITOR_LOGIN, demoEditorPassword } from './demo-editor';

// The demo's editor as `npm run demo` prepares them: imported without a password, then given one.
let db: Store;
beforeAll(async () => {
  db = openStore(':memory:');
  await importWxr(db, path.join(__dirname, 'demo.wxr.xml'), {
    options: await loadOptionsFile(path.join(__dirname, 'options.json')),
    acf: await loadAcfFile(path.join(__dirname, 'acf-field-groups.json')),
  });
}, 60_000);

describe('demo editor', () => {
  it('takes DEMO_EDITOR_PASSWORD, else the documented demo-only default', () => {
    expect(demoEditorPassword({})).toBe('demo-only-editor-password');
    expect(demoEditorPassword({ DEMO_EDITOR_PASSWORD: '' })).toBe(DEFAULT_DEMO_EDITOR_PASSWORD);
    expect(demoEditorPassword({ DEMO_EDITOR_PASSWORD: 'other' })).toBe('other');
  });

  it('cannot sign in after the import alone, and can once the demo sets the password', async () => {
    const credentials = { username: DEMO_EDITOR_LOGIN, password: DEFAULT_DEMO_EDITOR_PASSWORD };
    const request = { siteUrl: 'http://x', clock: systemClock, clientAddress: '127.0.0.1' };
    expect((await signIn(db, credentials, request)).ok).toBe(false);
    await setPassword(db, DEMO_EDITOR_LOGIN, demoEditorPassword({}));
    const result = await signIn(db, credentials, request);
    expect(result.ok && result.account.login).toBe('editor');
  });
});
