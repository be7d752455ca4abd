/**
 * `npm run demo`: a fresh database from the project's own demo content, the content service on
 * 127.0.0.1:4000 and the site (production build) on 127.0.0.1:3000 (`CONTENT_PORT` and `PORT`
 * choose others). Ctrl-C stops both.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { demoAddresses, demoSiteVariables, moveDemo } from '../content-service/demo/demo-addresses';
import { DEMO_EDITOR_LOGIN, demoEditorPassword } from '../content-service/demo/demo-editor';
import { openStore } from '../content-service/src/store/open-store';

const root = path.resolve(__dirname, '..');
const demo = path.join(root, 'content-service', 'demo');
const db = process.env.CONTENT_DB ?? path.join(root, '.data', 'demo.sqlite');
const addresses = demoAddresses(process.env);
const contentPort = String(addresses.contentPort);
const sitePort = String(addresses.sitePort);
const wordpressUrl = addresses.contentUrl;
const siteUrl = addresses.siteUrl;
// On-demand revalidation works in the demo too: a secret for this session unless one is given.
const revalidateSecret = process.env.REVALIDATE_SECRET || randomBytes(18).toString('base64url');
/** The demo content's own FaustWP secret (its options), so editor previews work on the demo. */
function demoFaustSecret(): string {
  const options = JSON.parse(readFileSync(path.join(demo, 'options.json'), 'utf8')) as {
    faustwp_settings?: { secret_key?: string };
  };
  return options.faustwp_settings?.secret_key ?? '';
}
const env = {
  ...process.env,
  ...demoSiteVariables(addresses),
  NEXT_TELEMETRY_DISABLED: '1',
  FAUST_SECRET_KEY: process.env.FAUST_SECRET_KEY || demoFaustSecret(),
};
// The import runs before the site is up: it has nobody to tell yet.
const importEnv = { ...env, SITE_URL: '', REVALIDATE_SECRET: '' };
const siteEnv = { ...env, REVALIDATE_SECRET: revalidateSecret };
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

function run(cmd: string, args: string[], runEnv: NodeJS.ProcessEnv = env): void {
  const result = spawnSync(cmd, args, { cwd: root, env: runEnv, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
run(
  tsx,
  [
    'content-service/src/cli/import.ts',
    path.join(demo, 'demo.wxr.xml'),
    '--db',
    db,
    '--options',
    path.join(demo, 'options.json'),
    '--acf',
    path.join(demo, 'acf-field-groups.json'),
  ],
  importEnv,
);

// The content is written for 127.0.0.1:4000 and a front end on :3000; media and previews follow
// the ports actually used.
const store = openStore(db);
moveDemo(store, addresses);
store.close();

// Demo only: the demo's editor gets a known password so previews can be tried (docs/editors.md).
const editorEnv = { ...env, CONTENT_USER_PASSWORD: demoEditorPassword(process.env) };
const setPassword = spawnSync(
  tsx,
  ['content-service/src/cli/user.ts', 'set-password', DEMO_EDITOR_LOGIN, '--db', db],
  { cwd: root, env: editorEnv, stdio: 'inherit' },
);
if (setPassword.status !== 0) process.exit(setPassword.status ?? 1);

const children: ChildProcess[] = [];
function start(cmd: string, args: string[], runEnv: NodeJS.ProcessEnv = env): ChildProcess {
  const child = spawn(cmd, args, { cwd: root, env: runEnv, stdio: 'inherit' });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) shutdown(code);
  });
  children.push(child);
  return child;
}
function shutdown(code = 0): void {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());

start(tsx, [
  'content-service/src/cli/serve.ts',
  '--db',
  db,
  '--port',
  contentPort,
  '--uploads',
  path.join(demo, 'uploads'),
]);
// `npm run build` and `npm start`, as a deployment runs them (package.json).
run('npm', ['run', '--silent', 'build']);
start(process.execPath, ['dist/server/site-server.js', '-H', '127.0.0.1', '-p', sitePort], siteEnv);
console.log(`\nDemo: site ${siteUrl}  content service ${wordpressUrl}/graphql`);
console.log(
  `Edit and see it on the site at once:\n  SITE_URL=${siteUrl} REVALIDATE_SECRET=${revalidateSecret} ` +
    `npm run content:edit -- --db ${path.relative(root, db)} set-title 174 "A new title"\n`,
);
