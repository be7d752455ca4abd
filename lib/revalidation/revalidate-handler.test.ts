import type { NextApiRequest, NextApiResponse } from 'next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '../http/rate-limit';
import { type RevalidateDependencies, createRevalidateHandler } from './revalidate-handler';
import { PLUGIN_MAX_CALLS, REVALIDATE_LIMITS } from './revalidate-limits';
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
    wrongSecretLimiter: createRateLimiter({ limit: 100, windowMs: 60_000 }),
    rightSecretLimiter: createRateLimiter({ limit: 100, windowMs: 60_000 }),
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

  it('counts only wrong secrets toward a caller’s limit: 429 with Retry-After past it', async () => {
    const wrongSecretLimiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0 });
    const deps = { wrongSecretLimiter };
    expect((await call(deps, { body: {} })).status).toBe(401);
    const limited = await call(deps, { headers: withSecret('guess'), body: {} });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.body).toEqual({ error: 'too many revalidation requests' });
    // Another caller has a count of its own.
    expect((await call(deps, { body: {}, ip: '10.0.0.2' })).status).toBe(401);
  });

  it('lets the right secret through from a caller whose wrong ones are past their limit', async () => {
    // Behind a proxy every caller has its address: junk must not block WordPress's calls.
    const wrongSecretLimiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0 });
    const deps = { wrongSecretLimiter };
    await call(deps, { body: {} });
    expect((await call(deps, { body: {} })).status).toBe(429);
    const right = await call(deps, { headers: withSecret(), body: {} });
    expect(right.status).toBe(200);
    expect(right.revalidated).toContain('/');
  });

  it('does not count the right secret toward the wrong ones’ limit', async () => {
    const wrongSecretLimiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0 });
    const deps = { wrongSecretLimiter };
    for (let i = 0; i < 3; i++)
      expect((await call(deps, { headers: withSecret(), body: {} })).status).toBe(200);
    expect((await call(deps, { body: {} })).status).toBe(401);
  });

  it('limits the right secret on a count of its own, 429 with Retry-After past it', async () => {
    const rightSecretLimiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0 });
    const deps = { rightSecretLimiter };
    expect((await call(deps, { headers: withSecret(), body: {} })).status).toBe(200);
    const limited = await call(deps, { headers: withSecret(), body: {} });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.revalidated).toEqual([]);
    // A wrong secret is still told it is wrong: the counts are apart.
    expect((await call(deps, { body: {} })).status).toBe(401);
  });

  it('with the route’s limits, takes what WordPress’s plugin sends after a minute of junk from its address', async () => {
    const now = () => 0;
    const deps = {
      wrongSecretLimiter: createRateLimiter({ ...REVALIDATE_LIMITS.wrongSecret, now }),
      rightSecretLimiter: createRateLimiter({ ...REVALIDATE_LIMITS.rightSecret, now }),
    };
    const junk = [];
    for (let i = 0; i <= REVALIDATE_LIMITS.wrongSecret.limit; i++)
      junk.push((await call(deps, { headers: withSecret('junk'), body: {} })).status);
    expect(junk.at(-1)).toBe(429);
    // One WordPress request's calls, each tried twice, several times over in the same minute.
    for (let i = 0; i < 10 * 2 * PLUGIN_MAX_CALLS; i++) {
      expect((await call(deps, { headers: withSecret(), body: { uri: '/a/' } })).status).toBe(200);
    }
  });

  it('behind a trusted proxy, counts each caller apart by the address the proxy appended', async () => {
    process.env.TRUSTED_PROXY_COUNT = '1';
    try {
      const wrongSecretLimiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0 });
      const from = (address: string) => ({ 'x-forwarded-for': `198.51.100.1, ${address}` });
      // Every call comes from the proxy's socket (127.0.0.1 here).
      expect((await call({ wrongSecretLimiter }, { headers: from('203.0.113.7') })).status).toBe(
        401,
      );
      expect((await call({ wrongSecretLimiter }, { headers: from('203.0.113.7') })).status).toBe(
        429,
      );
      expect((await call({ wrongSecretLimiter }, { headers: from('203.0.113.8') })).status).toBe(
        401,
      );
    } finally {
      delete process.env.TRUSTED_PROXY_COUNT;
    }
  });

  it('answers 503 when no secret is configured, counting nothing', async () => {
    const wrongSecretLimiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0 });
    for (let i = 0; i < 3; i++)
      expect((await call({ secret: () => null, wrongSecretLimiter }, { body: {} })).status).toBe(
        503,
      );
    expect((await call({ wrongSecretLimiter }, { body: {} })).status).toBe(401);
  });
});
