import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWordPressClient } from '../client/graphql-client';
import { parseSiteEnv } from '../config/site-env';
import type { Backend } from './backend';
import { exchangeForTokens } from './token-exchange';

const env = parseSiteEnv({ NEXT_PUBLIC_WORDPRESS_URL: 'http://wp.test' });
const backend: Backend = {
  env,
  now: Date.now,
  client: createWordPressClient({ endpoint: env.graphqlUrl }),
};
const TOKENS = {
  accessToken: 'a',
  accessTokenExpiration: 1795360290,
  refreshToken: 'r',
  refreshTokenExpiration: 1796569590,
};

beforeEach(() => vi.stubEnv('FAUST_SECRET_KEY', 'test-secret-from-env'));
afterEach(() => vi.unstubAllEnvs());

function answering(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('exchangeForTokens', () => {
  it('POSTs the grant to FaustWP’s authorize route with the secret header', async () => {
    const fetchImpl = answering(200, TOKENS);
    const result = await exchangeForTokens({ code: 'c' }, backend, fetchImpl);
    expect(result).toEqual({ kind: 'tokens', tokens: TOKENS });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://wp.test/?rest_route=/faustwp/v1/authorize');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'x-faustwp-secret': 'test-secret-from-env' });
    expect(JSON.parse(String(init.body))).toEqual({ code: 'c' });
  });

  it('reads FaustWP’s 500 invalid_request as a refused code or token', async () => {
    const fetchImpl = answering(500, {
      code: 'invalid_request',
      message: 'Invalid authorization code or refresh token.',
      data: null,
    });
    expect(await exchangeForTokens({ refreshToken: 'old' }, backend, fetchImpl)).toEqual({
      kind: 'rejected',
    });
  });

  it('reads a refused secret, other failures and no answer as unavailable', async () => {
    const forbidden = answering(401, { code: 'rest_forbidden' });
    expect((await exchangeForTokens({ code: 'c' }, backend, forbidden)).kind).toBe('unavailable');
    const broken = answering(502, 'Bad gateway');
    expect((await exchangeForTokens({ code: 'c' }, backend, broken)).kind).toBe('unavailable');
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect((await exchangeForTokens({ code: 'c' }, backend, down)).kind).toBe('unavailable');
  });

  it('needs FAUST_SECRET_KEY', async () => {
    vi.stubEnv('FAUST_SECRET_KEY', '');
    const fetchImpl = answering(200, TOKENS);
    expect(await exchangeForTokens({ code: 'c' }, backend, fetchImpl)).toMatchObject({
      kind: 'unavailable',
      reason: expect.stringContaining('FAUST_SECRET_KEY is not set'),
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
