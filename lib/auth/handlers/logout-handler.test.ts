import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RevocationResult } from '../../wordpress/api/token-revocation';
import { REFRESH_COOKIE } from '../http/refresh-cookie';
import { createLogoutHandler } from './logout-handler';
import { type TestApiServer, serveApi } from './test-api-server';

let server: TestApiServer | undefined;
afterEach(async () => {
  await server?.close();
  vi.restoreAllMocks();
});

const EXPIRED = `${REFRESH_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/api/faust/; HttpOnly; SameSite=Strict`;

async function start(result: RevocationResult = { kind: 'revoked' }) {
  const revoke = vi.fn(async () => result);
  server = await serveApi(createLogoutHandler({ revoke }));
  return { revoke, url: `${server.url}/api/faust/auth/logout/` };
}

const withCookie = (token: string) => ({
  method: 'POST',
  headers: { cookie: `${REFRESH_COOKIE}=${encodeURIComponent(token)}` },
});

describe('the logout route', () => {
  it('revokes the refresh token at the backend, expires the cookie and says so', async () => {
    const { url, revoke } = await start();
    const response = await fetch(url, withCookie('r+1/=='));
    expect(revoke).toHaveBeenCalledWith('r+1/==');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ loggedOut: true });
    expect(response.headers.get('set-cookie')).toBe(EXPIRED);
  });

  it('signs out silently where the backend cannot revoke (FaustWP: 404)', async () => {
    const { url } = await start({ kind: 'unsupported' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await fetch(url, withCookie('r'));
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBe(EXPIRED);
    expect(error).not.toHaveBeenCalled();
  });

  it('still signs out when the backend is down, and logs that the token lives on', async () => {
    const { url } = await start({ kind: 'unavailable', reason: 'down' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await fetch(url, withCookie('r'));
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBe(EXPIRED);
    expect(error).toHaveBeenCalledWith('[auth] refresh token not revoked:', 'down');
  });

  it('asks the backend nothing without a (well-formed) cookie', async () => {
    const { url, revoke } = await start();
    expect((await fetch(url, { method: 'POST' })).status).toBe(200);
    expect((await fetch(url, withCookie('a<script>'))).status).toBe(200);
    expect(revoke).not.toHaveBeenCalled();
  });

  it('takes POST only (browsers may prefetch a GET) and only from this site', async () => {
    const { url, revoke } = await start();
    expect((await fetch(url)).status).toBe(405);
    const cross = await fetch(url, {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie: `${REFRESH_COOKIE}=r` },
    });
    expect(cross.status).toBe(403);
    expect(cross.headers.get('set-cookie')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
  });
});
