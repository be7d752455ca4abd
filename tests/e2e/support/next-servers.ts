import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const root = path.resolve(__dirname, '..', '..', '..');
const next = path.join(root, 'node_modules', '.bin', 'next');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
/** What `npm start` runs (package.json): Next behind the page microcache, compiled by the build. */
export const siteServer = path.join(root, 'dist', 'server', 'site-server.js');
/** Git-ignored scratch space of the browser tests: build copies and server logs. */
export const e2eDataDir = path.join(root, '.data', 'e2e');

/** A free loopback port (the OS picks one; it is released just before the server takes it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function siteEnv(wordpressUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_WORDPRESS_URL: wordpressUrl,
    ...extra,
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, logName: string) {
  return new Promise<void>((resolve, reject) => {
    const log = createWriteStream(path.join(e2eDataDir, logName), { flags: 'a' });
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed (${code}); see .data/e2e/${logName}`)),
    );
  });
}

/**
 * What `npm run build` does, into `distDir` (relative to the root): `next build`, then the site's
 * server.
 * The server reads WordPress's address at start, but the pages generated at build time (404,
 * login) hold the menus of the WordPress the build asked, as on a real deployment: one build per
 * backend whose chrome those pages show.
 */
export async function buildSite(
  wordpressUrl: string,
  distDir = '.next',
  extraEnv: Record<string, string> = {},
): Promise<void> {
  const logName = distDir === '.next' ? 'build.log' : `build-${path.basename(distDir)}.log`;
  rmSync(path.join(e2eDataDir, logName), { force: true });
  const env = siteEnv(wordpressUrl, { NEXT_DIST_DIR: distDir, ...extraEnv });
  await run(next, ['build'], env, logName);
  await run(tsc, ['-p', 'tsconfig.server.json'], env, logName);
}

export interface RunningSite {
  url: string;
  /** The server process (the bench reads its CPU time). */
  pid?: number;
  /** The build folder this server reads (a copy of the build). */
  distDir: string;
  stop(): Promise<void>;
}

export async function waitUntilServing(
  url: string,
  child: ChildProcess,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site's server exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/_next/static/not-a-file`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`the site's server did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * `npm start` (the site's server, Next behind its page microcache) on 127.0.0.1 against one
 * backend. Each server gets its own copy of the build (NEXT_DIST_DIR), because regenerated pages
 * are written into the build folder and two sites must not read each other's pages. `extraEnv`
 * adds settings (REVALIDATE_SECRET, REVALIDATE_SECONDS, PAGE_MICROCACHE_MS); `chosenPort` is for
 * a backend that must know the site's address before it starts; `buildDir` the build to copy.
 */
export async function startSite(
  name: string,
  wordpressUrl: string,
  extraEnv: Record<string, string> = {},
  chosenPort?: number,
  buildDir = '.next',
): Promise<RunningSite> {
  const distDir = path.join('.data', 'e2e', `next-${name}`);
  rmSync(path.join(root, distDir), { recursive: true, force: true });
  const build = path.join(root, buildDir);
  cpSync(build, path.join(root, distDir), {
    recursive: true,
    filter: (source) => !source.startsWith(path.join(build, 'cache')),
  });
  const port = chosenPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const log = createWriteStream(path.join(e2eDataDir, `${name}-site.log`));
  const child = spawn(process.execPath, [siteServer, '-H', '127.0.0.1', '-p', String(port)], {
    cwd: root,
    env: siteEnv(wordpressUrl, { NEXT_DIST_DIR: distDir, NEXT_PUBLIC_SITE_URL: url, ...extraEnv }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  await waitUntilServing(url, child);
  return {
    url,
    pid: child.pid,
    distDir: path.join(root, distDir),
    stop: () => stopServer(child),
  };
}

/** Ends a server process started here, resolved once it has exited. */
export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function prepareDataDir(): void {
  mkdirSync(e2eDataDir, { recursive: true });
}
