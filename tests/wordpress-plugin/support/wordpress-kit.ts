// The real WordPress kit (../shared/wordpress-live) for the plugin's tests: started without
// blocking the event loop (a test's own HTTP server has to answer WordPress meanwhile), on a free
// loopback port, with the plugin selection a test asks for.
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../e2e/support/next-servers';
import { referenceDir, wordpressLiveDir } from '../../support/shared-dir';

const run = promisify(execFile);

export const repoRoot = path.resolve(__dirname, '..', '..', '..');
export const pluginDir = path.join(repoRoot, 'wordpress', 'lavanda-headless');
export const kitDir = wordpressLiveDir;

export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
}

export interface Kit {
  url: string;
  port: number;
  state: string;
  /** Runs PHP inside this WordPress (wp-eval.sh, as admin); its shutdown hooks run too. */
  evalPhp(code: string): Promise<{ stdout: string; stderr: string }>;
  graphql(query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer>;
  /** The PHP server's log lines that are not the built-in server's own connection notes. */
  phpLog(): string[];
  stop(): void;
}

/**
 * Runs start.sh on a free port. Tried up to three times: MariaDB's installer sometimes fails when
 * another instance of the kit (this test's or another suite's) is installing at the same moment
 * ("Unknown table 'mysql.tmp_user_sys'"); a failed start cleans up after itself.
 */
async function runStart(env: Record<string, string>): Promise<{ port: number; stdout: string }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      const { stdout } = await run('bash', [path.join(kitDir, 'start.sh')], {
        env: { ...process.env, ...env, WP_LIVE_PORT: String(port) },
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
      return { port, stdout };
    } catch (error) {
      if (attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1500));
    }
  }
}

/**
 * Starts several kits side by side. If one cannot start, the others are stopped before the
 * error is thrown, so nothing is left running.
 */
export async function startKits<const T extends readonly Record<string, string>[]>(
  envs: T,
): Promise<{ [K in keyof T]: Kit }> {
  const results = await Promise.allSettled(envs.map((env) => startKit(env)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed === undefined) {
    return results.map((r) => (r as PromiseFulfilledResult<Kit>).value) as { [K in keyof T]: Kit };
  }
  for (const r of results) if (r.status === 'fulfilled') r.value.stop();
  throw failed.reason;
}

/** Starts the kit; `env` selects the plugins (WP_LIVE_PLUGINS, WP_LIVE_EXTRA_PLUGINS …). */
export async function startKit(env: Record<string, string>): Promise<Kit> {
  const { port, stdout } = await runStart(env);
  const line = stdout.trim().split('\n').pop() ?? '';
  const state = line.slice(line.lastIndexOf(' state ') + ' state '.length);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    state,
    evalPhp: async (code) =>
      run('bash', [path.join(kitDir, 'wp-eval.sh'), code], {
        env: { ...process.env, WP_LIVE_STATE: state },
        encoding: 'utf8',
      }),
    graphql: async (query, variables) => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLAnswer;
    },
    phpLog: () =>
      readFileSync(path.join(state, 'logs', 'php-server.log'), 'utf8')
        .split('\n')
        .filter((l) => l !== '' && !/ (Accepted|Closing)$| Development Server .* started$/.test(l)),
    stop: () => {
      execFileSync('bash', [path.join(kitDir, 'stop.sh'), state], { stdio: 'ignore' });
    },
  };
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A stand-in for the site's /api/revalidate/ route that records what WordPress sends. */
export interface Recorder {
  url: string;
  requests: RecordedRequest[];
  /** The status of the next answers (200 by default). */
  answer: number;
  close(): Promise<void>;
}

export async function startRecorder(): Promise<Recorder> {
  const recorder = { requests: [] as RecordedRequest[], answer: 200 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text: the assertion shows what arrived.
      }
      recorder.requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
      });
      const ok = recorder.answer < 300;
      res.writeHead(recorder.answer, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(ok ? { revalidated: [], failed: [] } : { error: 'recorder says no' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return Object.assign(recorder, {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

export interface ReferenceCase {
  name: string;
  group: string;
  compare: string;
  request: { method: string; path: string; headers: Record<string, string>; body: string };
  response: { status: number; body_file: string };
}

/**
 * The reference site's recorded anonymous GraphQL answers of these groups, to replay against
 * another WordPress (its URLs rewritten for `port`).
 */
export function referenceCases(groups: string[]): ReferenceCase[] {
  const cases = JSON.parse(
    readFileSync(path.join(referenceDir, 'cases.json'), 'utf8'),
  ) as ReferenceCase[];
  return cases.filter(
    (c) =>
      groups.includes(c.group) &&
      c.compare === 'exact' &&
      c.request.path === '/graphql' &&
      !('Authorization' in c.request.headers),
  );
}

export function expectedAnswer(c: ReferenceCase, port: number): unknown {
  const text = readFileSync(path.join(referenceDir, c.response.body_file), 'utf8');
  return JSON.parse(text.replaceAll('127.0.0.1:8080', `127.0.0.1:${port}`));
}
