import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { e2eDataDir, freePort, root } from './next-servers';

export interface RunningDevServer {
  url: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

const next = path.join(root, 'node_modules', '.bin', 'next');

/**
 * `next dev` against `wordpressUrl` on a free loopback port, as a developer runs it. It builds into
 * its own folder (NEXT_DIST_DIR) so it never touches the production build the other servers copy.
 */
export async function startNextDev(
  wordpressUrl: string,
  timeoutMs = 60_000,
): Promise<RunningDevServer> {
  const distDir = path.join('.data', 'e2e', 'next-dev');
  rmSync(path.join(root, distDir), { recursive: true, force: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(next, ['dev', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: root,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      // Plain text, so the output can be searched.
      FORCE_COLOR: '0',
      NO_COLOR: '1',
      NEXT_DIST_DIR: distDir,
      NEXT_PUBLIC_WORDPRESS_URL: wordpressUrl,
      NEXT_PUBLIC_SITE_URL: url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  // The output is kept in .data/e2e/next-dev.log for reading after a failed run.
  const stop = () =>
    new Promise<void>((resolve) => {
      writeFileSync(path.join(e2eDataDir, 'next-dev.log'), output);
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + timeoutMs;
  while (!/Ready in/.test(output)) {
    if (child.exitCode !== null)
      throw new Error(`next dev exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`next dev was not ready within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, output: () => output, stop };
}
