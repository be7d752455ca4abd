import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Runs `content:serve` on `db` in its own process, so that the measuring client does not share the
 * service's one thread (the service's own latency, not the client's). Resolves with its GraphQL URL
 * and its process id: node itself with tsx's loader rather than the `tsx` command, whose child
 * would be the server, so that the id's memory is the server's.
 */
export async function serveInChild(
  db: string,
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const root = path.resolve(__dirname, '..', '..');
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'content-service', 'src', 'cli', 'serve.ts'),
      '--db',
      db,
      '--port',
      '0',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /content service: (\S+\/graphql)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`content:serve exited with ${code}`)));
  });
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
