import {
  type IncomingMessage,
  type Server,
  type ServerResponse,
  createServer,
  get,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { onMicrocachePurge, purgeMicrocache } from './microcache-purge';
import { StoredPages } from './stored-pages';
import { withMicrocache } from './with-microcache';

interface Answer {
  status: number;
  rawHeaders: string[];
  body: Buffer;
}

function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

/** The headers without those Node writes per answer. */
function pageHeaders(answer: Answer): string[][] {
  const pairs: string[][] = [];
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    const name = answer.rawHeaders[i] ?? '';
    if (!/^(date|connection|keep-alive|transfer-encoding|content-length)$/i.test(name)) {
      pairs.push([name, answer.rawHeaders[i + 1] ?? '']);
    }
  }
  return pairs;
}

const PAGE = '<!DOCTYPE html><p>Lavanda turns five</p>'.repeat(50);

/**
 * Stands in for Next: headers as it sets them, and a compressor installed on the response after
 * the microcache, as Next's compression is.
 */
function fakeNext(
  calls: string[],
  gate?: () => Promise<void> | undefined,
  cacheState?: () => string,
) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    calls.push(req.url ?? '');
    await gate?.();
    const state = cacheState?.() ?? (req.url?.startsWith('/stale/') ? 'STALE' : 'HIT');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('x-nextjs-cache', state);
    res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (req.url?.startsWith('/cookie/')) res.setHeader('Set-Cookie', 'seen=1');
    if (/gzip/.test(String(req.headers['accept-encoding']))) {
      const end = res.end;
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Content-Encoding', 'gzip');
      res.write = ((chunk: string) => {
        pending.push(chunk);
        return true;
      }) as ServerResponse['write'];
      const pending: string[] = [];
      res.end = ((chunk?: string) => {
        if (chunk) pending.push(chunk);
        return (end as (chunk: Buffer) => ServerResponse).call(res, gzipSync(pending.join('')));
      }) as ServerResponse['end'];
    }
    res.write(PAGE.slice(0, 100));
    res.end(PAGE.slice(100));
  };
}

let server: Server | undefined;
let unregister: (() => void) | undefined;

async function serve(handler: ReturnType<typeof fakeNext>, pages: StoredPages): Promise<string> {
  unregister = onMicrocachePurge(() => pages.clear());
  server = createServer(withMicrocache(handler, pages));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  unregister?.();
  await new Promise((resolve) => server?.close(resolve));
});

describe('withMicrocache', () => {
  it("answers a cached page again without Next, with Next's status, headers and bytes", async () => {
    const calls: string[] = [];
    const url = await serve(fakeNext(calls), new StoredPages({ ttlMs: 60_000 }));
    const gzip = { 'accept-encoding': 'gzip' };
    const first = await fetchRaw(`${url}/post/`, gzip);
    const again = await fetchRaw(`${url}/post/`, gzip);
    expect(calls).toEqual(['/post/']);
    expect(again.status).toBe(200);
    expect(pageHeaders(again)).toEqual(pageHeaders(first));
    expect(again.body.equals(first.body)).toBe(true);
    expect(gunzipSync(again.body).toString()).toBe(PAGE);
    expect(again.rawHeaders).toContain(String(again.body.length));

    // Another encoding is another answer, asked of Next once.
    const plain = await fetchRaw(`${url}/post/`);
    await fetchRaw(`${url}/post/`);
    expect(plain.body.toString()).toBe(PAGE);
    expect(calls).toEqual(['/post/', '/post/']);
  });

  it('asks Next again once the lifetime has passed', async () => {
    let now = 0;
    const calls: string[] = [];
    const url = await serve(fakeNext(calls), new StoredPages({ ttlMs: 1_000, now: () => now }));
    await fetchRaw(`${url}/post/`);
    now = 999;
    await fetchRaw(`${url}/post/`);
    now = 1_000;
    await fetchRaw(`${url}/post/`);
    expect(calls).toEqual(['/post/', '/post/']);
  });

  it('answers an expired page while one request asks Next for it again, never a second', async () => {
    let now = 0;
    let open = () => {};
    const calls: string[] = [];
    const gates = [Promise.resolve(), new Promise<void>((resolve) => (open = resolve))];
    const handler = fakeNext(calls, () => gates[calls.length - 1]);
    const url = await serve(handler, new StoredPages({ ttlMs: 1_000, now: () => now }));
    await fetchRaw(`${url}/post/`);
    now = 1_500;
    const refresh = fetchRaw(`${url}/post/`);
    try {
      await expect.poll(() => calls.length).toBe(2);
      const meanwhile = await Promise.all([fetchRaw(`${url}/post/`), fetchRaw(`${url}/post/`)]);
      expect(meanwhile.map((answer) => answer.body.toString())).toEqual([PAGE, PAGE]);
      expect(calls).toHaveLength(2);
    } finally {
      open();
    }
    await refresh;
    await fetchRaw(`${url}/post/`);
    expect(calls).toHaveLength(2);
  });

  it('forgets an expired page that Next no longer serves from its cache', async () => {
    let now = 0;
    const calls: string[] = [];
    const states = ['HIT', 'STALE', 'HIT'];
    const handler = fakeNext(calls, undefined, () => states[calls.length - 1] ?? 'HIT');
    const url = await serve(handler, new StoredPages({ ttlMs: 1_000, now: () => now }));
    await fetchRaw(`${url}/post/`);
    now = 1_500;
    await fetchRaw(`${url}/post/`);
    // Not kept, and the expired copy is gone: Next is asked, not the copy answered.
    await fetchRaw(`${url}/post/`);
    expect(calls).toHaveLength(3);
  });

  it('never keeps a page being regenerated or one setting a cookie', async () => {
    const calls: string[] = [];
    const url = await serve(fakeNext(calls), new StoredPages({ ttlMs: 60_000 }));
    for (const path of ['/stale/', '/stale/', '/cookie/', '/cookie/']) await fetchRaw(url + path);
    expect(calls).toEqual(['/stale/', '/stale/', '/cookie/', '/cookie/']);
  });

  it("sends an editor's preview to Next even when the page is kept", async () => {
    const calls: string[] = [];
    const url = await serve(fakeNext(calls), new StoredPages({ ttlMs: 60_000 }));
    await fetchRaw(`${url}/post/`);
    await fetchRaw(`${url}/post/`, { cookie: '__prerender_bypass=1; __next_preview_data=2' });
    expect(calls).toEqual(['/post/', '/post/']);
  });

  it('forgets every kept page when purged, and does not keep one asked for before the purge', async () => {
    const calls: string[] = [];
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const url = await serve(
      fakeNext(calls, () => gate),
      new StoredPages({ ttlMs: 60_000 }),
    );
    const inFlight = fetchRaw(`${url}/post/`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    purgeMicrocache();
    open();
    await inFlight;
    await fetchRaw(`${url}/post/`);
    await fetchRaw(`${url}/post/`);
    expect(calls).toEqual(['/post/', '/post/']);
    purgeMicrocache();
    await fetchRaw(`${url}/post/`);
    expect(calls).toEqual(['/post/', '/post/', '/post/']);
  });
});
