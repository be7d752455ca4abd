import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWordPressClient } from '../client/graphql-client';
import { parseSiteEnv } from '../config/site-env';
import type { Backend } from './backend';
import { revokeRefreshToken } from './token-revocation';

const env = parseSiteEnv({ NEXT_PUBLIC_WORDPRESS_URL: 'http://wp.test' });
const backend: Backend = {
  env,
  now: Date.now,
  client: createWordPressClient({ endpoint: env.graphqlUrl }),
};

beforeEach(() => vi.stubEnv('FAUST_SECRET_KEY', 'test-secret-from-env'));
afterEach(() => vi.unstubAllEnvs());

const answering = (status: number, body: unknown = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('revokeRefreshToken', () => {
  it('POSTs the refresh token to our revoke route with the FaustWP secret', async () => {
    const fetchImpl = answering(200, { revoked: true });
    expect(await revokeRefreshToken('r+1/==', backend, fetchImpl)).toEqual({ kind: 'revoked' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://wp.test/?rest_route=/lavanda/v1/revoke');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'x-faustwp-secret': 'test-secret-from-env' });
    expect(JSON.parse(String(init.body))).toEqual({ refreshToken: 'r+1/==' });
  });

  it("reads WordPress's rest_no_route (FaustWP has no revocation) as unsupported", async () => {
    const noRoute = { code: 'rest_no_route', data: { status: 404 } };
    expect(await revokeRefreshToken('r', backend, answering(404, noRoute))).toEqual({
      kind: 'unsupported',
    });
    expect(await revokeRefreshToken('r', backend, answering(405))).toEqual({
      kind: 'unsupported',
    });
  });

  it('reports a refused secret or an outage as unavailable', async () => {
    expect((await revokeRefreshToken('r', backend, answering(401))).kind).toBe('unavailable');
    const down = vi.fn(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    expect(await revokeRefreshToken('r', backend, down)).toEqual({
      kind: 'unavailable',
      reason: 'connect ECONNREFUSED',
    });
  });
});
