import { afterEach, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../http/refresh-cookie';
import { logoutHandler } from './logout-handler';
import { type TestApiServer, serveApi } from './test-api-server';

let server: TestApiServer | undefined;
afterEach(() => server?.close());

describe('the logout route', () => {
  it('expires the refresh cookie and says so', async () => {
    server = await serveApi(logoutHandler);
    const response = await fetch(`${server.url}/api/faust/auth/logout/`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ loggedOut: true });
    expect(response.headers.get('set-cookie')).toBe(
      `${REFRESH_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/api/faust/; HttpOnly; SameSite=Strict`,
    );
  });

  it('takes POST only (browsers may prefetch a GET) and only from this site', async () => {
    server = await serveApi(logoutHandler);
    expect((await fetch(`${server.url}/`)).status).toBe(405);
    const cross = await fetch(`${server.url}/`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    expect(cross.headers.get('set-cookie')).toBeNull();
  });
});
