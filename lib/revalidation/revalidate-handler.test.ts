import type { NextApiRequest, NextApiResponse } from 'next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '../http/rate-limit';
import { type RevalidateDependencies, createRevalidateHandler } from './revalidate-handler';
import type { RevalidateRequest } from './revalidate-request';

const SECRET = 'test-secret-0123456789';
const site = { locales: ['en-US', 'de-DE'], defaultLocale: 'en-US' };

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  revalidated: string[];
  /** How many pages had been regenerated when the kept copies were dropped. */
  keptPagesDroppedAfter?: number;
}

/** Calls the handler as Next would, with a response that records what the client gets. */
async function call(
  deps: Partial<RevalidateDependencies>,
  request: { method?: string; headers?: Record<string, string>; body?: unknown; ip?: string },
  failPaths: string[] = [],
): Promise<Answer & { deps: RevalidateDependencies }> {
  const answer: Answer = { status: 200, headers: {}, body: undefined, revalidated: [] };
  const full: RevalidateDependencies = {
    secret: () => SECRET,
    limiter: createRateLimiter({ limit: 100, windowMs: 60_000 }),
    site,
    findStale: async () => ({ nodeUri: null, archiveUris: [], extraUris: [] }),
    forgetSiteListing: vi.fn(),
    forgetServedPages: vi.fn(async () => {
      answer.keptPagesDroppedAfter = answer.revalidated.length;
    }),
    ...deps,
  };
  const res = {
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
    },
    async revalidate(path: string) {
      if (failPaths.includes(path)) throw new Error(`Failed to revalidate ${path}: boom`);
      answer.revalidated.push(path);
    },
  } as unknown as NextApiResponse;
  const req = {
    method: request.method ?? 'POST',
    headers: request.headers ?? {},
    body: request.body,
    socket: { remoteAddress: request.ip ?? '127.0.0.1' },
  } as unknown as NextApiRequest;
  await createRevalidateHandler(full)(req, res);
  return { ...answer, deps: full };
}

const withSecret = (secret = SECRET) => ({ 'x-revalidate-secret': secret });

describe('POST /api/revalidate/', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses a request without the secret (401) and revalidates nothing', async () => {
    const answer = await call({}, { body: { uri: '/a/' } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'missing or wrong x-revalidate-secret header' });
    expect(answer.revalidated).toEqual([]);
    expect(answer.deps.forgetSiteListing).not.toHaveBeenCalled();
    expect(answer.deps.forgetServedPages).not.toHaveBeenCalled();
  });

  it('refuses a wrong secret (401)', async () => {
    const answer = await call({}, { headers: withSecret(`${SECRET}-wrong`), body: {} });
    expect(answer.status).toBe(401);
    expect(answer.revalidated).toEqual([]);
  });

  it('refuses to run when no secret is configured (503), whatever the caller sends', async () => {
    const answer = await call({ secret: () => null }, { headers: withSecret(''), body: {} });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ error: 'on-demand revalidation is not configured' });
    expect(answer.revalidated).toEqual([]);
  });

  it('with the secret: the node, its archives, the home page in every locale, and the sitemap', async () => {
    const findStale = vi.fn(async (request: RevalidateRequest) => ({
      nodeUri: '/2024/05/hello/',
      archiveUris: ['/category/news/'],
      extraUris: request.paths,
    }));
    const answer = await call(
      { findStale },
      { headers: withSecret(), body: { id: 12, type: 'post', paths: ['/category/old/'] } },
    );
    expect(findStale).toHaveBeenCalledWith({
      target: { id: 12, type: 'post' },
      paths: ['/category/old/'],
    });
    const pages = [
      '/',
      '/de-DE/',
      '/2024/05/hello/',
      '/de-DE/2024/05/hello/',
      '/category/news/',
      '/de-DE/category/news/',
      '/category/old/',
      '/de-DE/category/old/',
    ];
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect([...answer.revalidated].sort()).toEqual([...pages].sort());
    expect(answer.body).toEqual({ revalidated: [...pages, '/sitemap.xml'], failed: [] });
    expect(answer.deps.forgetSiteListing).toHaveBeenCalledOnce();
    // Dropped once every page is regenerated: a request in between would keep an old copy.
    expect(answer.deps.forgetServedPages).toHaveBeenCalledOnce();
    expect(answer.keptPagesDroppedAfter).toBe(pages.length);
  });

  it('reports pages that could not be regenerated (502); the others are done', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await call({}, { headers: withSecret(), body: {} }, ['/de-DE/']);
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({
      revalidated: ['/', '/sitemap.xml'],
      failed: [{ path: '/de-DE/', error: 'Failed to revalidate /de-DE/: boom' }],
    });
  });

  it('answers 502 without revalidating when WordPress cannot be asked what changed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const findStale = async () => {
      throw new Error('[Network] connect ECONNREFUSED');
    };
    const answer = await call({ findStale }, { headers: withSecret(), body: { uri: '/a/' } });
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ error: 'WordPress could not be reached; nothing revalidated' });
    expect(answer.revalidated).toEqual([]);
  });

  it('refuses a malformed body (400) after checking the secret', async () => {
    const answer = await call({}, { headers: withSecret(), body: { uri: 'https://x.example/' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'uri must be a path starting with "/"' });
    expect((await call({}, { body: { uri: 'bad' } })).status).toBe(401);
  });

  it('answers other methods with 405 and Allow: POST', async () => {
    const answer = await call({}, { method: 'GET', headers: withSecret() });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST');
  });

  it('limits each caller: 429 with Retry-After, before the secret is looked at', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0 });
    expect((await call({ limiter }, { body: {} })).status).toBe(401);
    const limited = await call({ limiter }, { headers: withSecret(), body: {} });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.revalidated).toEqual([]);
    expect(
      (await call({ limiter }, { headers: withSecret(), body: {}, ip: '10.0.0.2' })).status,
    ).toBe(200);
  });
});
