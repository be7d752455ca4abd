import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthorizationCodeResult } from '../../wordpress/api/authorization-code';
import { createRateLimiter } from '../../http/rate-limit';
import { createLoginHandler } from './login-handler';
import { type TestApiServer, serveApi } from './test-api-server';

let server: TestApiServer | undefined;
afterEach(() => server?.close());

async function start(result: AuthorizationCodeResult, limit = 100) {
  const generateCode = vi.fn(async () => result);
  server = await serveApi(
    createLoginHandler({
      generateCode,
      limiter: createRateLimiter({ limit, windowMs: 60_000 }),
    }),
  );
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server?.url}/api/faust/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  return { generateCode, post };
}

describe('the login route', () => {
  it('is 404 faustwp_missing on a WordPress without FaustWP (not a server fault)', async () => {
    const { post } = await start({ kind: 'unavailable' });
    const response = await post({ identifier: 'editor', password: 'secret words' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'faustwp_missing' });
  });

  it('answers the authorization code for good credentials', async () => {
    const { post, generateCode } = await start({ kind: 'code', code: 'c0de' });
    const response = await post({ identifier: 'editor', password: 'secret words' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 'c0de' });
    expect(generateCode).toHaveBeenCalledWith('editor', 'secret words', '127.0.0.1');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('is 401 with one message for any refusal (no account enumeration)', async () => {
    const { post } = await start({ kind: 'rejected' });
    const response = await post({ identifier: 'nobody', password: 'x' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'invalid_credentials' });
  });

  it('requires both fields, as strings, and does not ask WordPress otherwise', async () => {
    const { post, generateCode } = await start({ kind: 'code', code: 'c' });
    for (const [body, fields] of [
      [{}, ['identifier', 'password']],
      [{ identifier: '  ', password: 'x' }, ['identifier']],
      [{ identifier: 'a', password: '' }, ['password']],
      [{ identifier: ['a'], password: 'x' }, ['identifier']],
      [{ identifier: 'a'.repeat(101), password: 'x' }, ['identifier']],
    ] as const) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid_input', fields });
    }
    expect(generateCode).not.toHaveBeenCalled();
  });

  it('limits password guessing per client: 429 with Retry-After', async () => {
    const { post } = await start({ kind: 'rejected' }, 2);
    const statuses = [];
    let last: Response | undefined;
    for (let i = 0; i < 3; i++) {
      last = await post({ identifier: 'editor', password: `guess${i}` });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 429]);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('behind a trusted proxy, limits each visitor apart and names the visitor to WordPress', async () => {
    process.env.TRUSTED_PROXY_COUNT = '1';
    try {
      const { post, generateCode } = await start({ kind: 'rejected' }, 2);
      const from = (address: string) => ({ 'x-forwarded-for': `198.51.100.1, ${address}` });
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await post({ identifier: 'x', password: 'y' }, from('203.0.113.7'))).status);
      expect(statuses).toEqual([401, 401, 429]);
      // An editor behind the same proxy is not blocked by another visitor's guesses.
      expect(
        (await post({ identifier: 'editor', password: 'p' }, from('203.0.113.8'))).status,
      ).toBe(401);
      expect(generateCode).toHaveBeenLastCalledWith('editor', 'p', '203.0.113.8');
    } finally {
      delete process.env.TRUSTED_PROXY_COUNT;
    }
  });

  it('refuses other sites and other methods', async () => {
    const { post } = await start({ kind: 'code', code: 'c' });
    const cross = await post(
      { identifier: 'a', password: 'b' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(cross.status).toBe(403);
    const get = await fetch(`${server?.url}/api/faust/auth/login/`);
    expect(get.status).toBe(405);
  });

  it('is 502 when WordPress fails', async () => {
    server = await serveApi(
      createLoginHandler({
        generateCode: async () => {
          throw new Error('down');
        },
        limiter: createRateLimiter({ limit: 5, windowMs: 60_000 }),
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await fetch(`${server.url}/x/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'a', password: 'b' }),
    });
    expect(response.status).toBe(502);
  });
});
