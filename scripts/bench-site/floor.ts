import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  type RunningSite,
  e2eDataDir,
  freePort,
  root,
  stopServer,
  waitUntilServing,
} from '../../tests/e2e/support/next-servers';

/** The floor's sources: a bare pages-router app with one page (see floor/pages/index.tsx). */
const floorDir = path.join(__dirname, 'floor');
/** Its build, outside the sources (relative to floorDir, as Next takes NEXT_DIST_DIR). */
const floorDist = path.relative(floorDir, path.join(root, '.data', 'bench', 'floor-next'));
const next = path.join(root, 'node_modules', '.bin', 'next');

function runNext(args: string[], logName: string) {
  mkdirSync(e2eDataDir, { recursive: true });
  const log = createWriteStream(path.join(e2eDataDir, logName));
  const child = spawn(next, args, {
    cwd: floorDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: floorDist },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return child;
}

/** `next build` of the floor with the project's own next and react. */
export function buildFloor(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = runNext(['build'], 'build-floor.log');
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`floor build failed (${code}); see .data/e2e/build-floor.log`)),
    );
  });
}

/** `next start` of the floor's build on a free loopback port. */
export async function startFloor(): Promise<RunningSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = runNext(['start', '-H', '127.0.0.1', '-p', String(port)], 'floor-site.log');
  await waitUntilServing(url, child);
  return {
    url,
    pid: child.pid,
    distDir: path.join(floorDir, floorDist),
    stop: () => stopServer(child),
  };
}
