import { faustSecretKey } from '../config/site-env';
import type { SiteEnv } from '../config/site-env';
import { type Backend, defaultBackend } from './backend';

/** FaustWP's token pair; expirations are Unix times in seconds. */
export interface FaustTokens {
  accessToken: string;
  accessTokenExpiration: number;
  refreshToken: string;
  refreshTokenExpiration: number;
}

export type TokenGrant = { code: string } | { refreshToken: string };

export type TokenExchangeResult =
  | { kind: 'tokens'; tokens: FaustTokens }
  /** WordPress refused the code or refresh token (bad, expired, wrong kind): 500 invalid_request. */
  | { kind: 'rejected' }
  /** WordPress refused our secret (401) or did not answer: the site is misconfigured or down. */
  | { kind: 'unavailable'; reason: string };

/** The authorize route with plain permalinks, so it works whatever WordPress's permalink setting. */
export function authorizeUrl(env: SiteEnv): string {
  return `${env.wordpressUrl}/?rest_route=/faustwp/v1/authorize`;
}

function isTokens(body: unknown): body is FaustTokens {
  if (typeof body !== 'object' || body === null) return false;
  const value = body as Record<string, unknown>;
  return (
    typeof value.accessToken === 'string' &&
    typeof value.refreshToken === 'string' &&
    typeof value.accessTokenExpiration === 'number' &&
    typeof value.refreshTokenExpiration === 'number'
  );
}

/**
 * Exchanges an authorization code or a refresh token for a new token pair at FaustWP's
 * authorize route, with the secret key (server-side only).
 */
export async function exchangeForTokens(
  grant: TokenGrant,
  backend: Backend = defaultBackend(),
): Promise<TokenExchangeResult> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(authorizeUrl(backend.env), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-faustwp-secret': faustSecretKey() },
      body: JSON.stringify(grant),
      cache: 'no-store',
      signal: AbortSignal.timeout(backend.env.wordpressTimeoutMs),
    });
    body = await response.json().catch(() => null);
  } catch (error) {
    return { kind: 'unavailable', reason: (error as Error).message };
  }
  if (response.ok && isTokens(body)) return { kind: 'tokens', tokens: body };
  if (response.status === 401 || response.status === 403 || response.status === 404) {
    return { kind: 'unavailable', reason: `authorize answered ${response.status}` };
  }
  if (response.status >= 500 && !isInvalidRequest(body)) {
    return { kind: 'unavailable', reason: `authorize answered ${response.status}` };
  }
  return { kind: 'rejected' };
}

/** FaustWP answers a bad or expired code or token with 500 and this code (not an outage). */
function isInvalidRequest(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as Record<string, unknown>).code === 'invalid_request'
  );
}
