import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from '../e2e/support/next-servers';

/**
 * A throwaway `redis-server` on a loopback port for tests (Debian's, installed by `npm test` when
 * missing): nothing written to disk, stopped and started again on the same port to play an outage.
 */
export interface TestRedis {
  url: string;
  port: number;
  /** Ends the server (connections drop, the port refuses) until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    if (child) return;
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    let failed: Error | null = null;
    started.once('error', (error) => {
      failed = error;
    });
    child = started;
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (failed) {
        child = null;
        throw new Error(`redis-server could not start (apt-get install redis-server): ${failed}`);
      }
      if (started.exitCode !== null) throw new Error(`redis-server exited (${started.exitCode})`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, stop, start };
}
