import { LOGIN_API_PATH, LOGOUT_PATH, TOKEN_PATH } from '../paths';
import type { AccessToken } from './access-token';

function isAccessToken(body: unknown): body is AccessToken {
  if (typeof body !== 'object' || body === null) return false;
  const value = body as Record<string, unknown>;
  return typeof value.accessToken === 'string' && typeof value.accessTokenExpiration === 'number';
}

/** The token route (optionally with a code): a non-OK answer counts as no token. */
export async function requestAccessToken(code?: string): Promise<AccessToken | null> {
  const response = await fetch(TOKEN_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(code ? { code } : {}),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) return null;
  const body: unknown = await response.json().catch(() => null);
  return isAccessToken(body) ? body : null;
}

/** Logout: true when the site confirmed it, false otherwise. */
export async function requestLogout(): Promise<boolean> {
  try {
    const response = await fetch(LOGOUT_PATH, { method: 'POST', credentials: 'same-origin' });
    return response.ok;
  } catch {
    return false;
  }
}

export type LoginAnswer =
  | { kind: 'code'; code: string }
  | { kind: 'invalid-credentials' }
  | { kind: 'too-many'; retryAfterSeconds: number }
  | { kind: 'failed' };

/** The login route: an authorization code for the identifier and password. */
export async function requestAuthorizationCode(
  identifier: string,
  password: string,
): Promise<LoginAnswer> {
  let response: Response;
  try {
    response = await fetch(LOGIN_API_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier, password }),
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 401) return { kind: 'invalid-credentials' };
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('retry-after'));
    return { kind: 'too-many', retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : 60 };
  }
  const body: unknown = await response.json().catch(() => null);
  const code = (body as { code?: unknown } | null)?.code;
  return response.ok && typeof code === 'string' ? { kind: 'code', code } : { kind: 'failed' };
}
