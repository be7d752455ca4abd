import { faustSecretKey } from '../config/site-env';
import type { SiteEnv } from '../config/site-env';
import { type Backend, defaultBackend } from './backend';

/*
 * Logout's revocation at the backend: the content service's POST /lavanda/v1/revoke (beside
 * FaustWP's authorize route, with the same secret). FaustWP itself cannot revoke (its tokens are
 * encrypted, not stored): a real WordPress answers rest_no_route (404), and the refresh token
 * stays valid until it expires; the site forgets it all the same.
 */

export type RevocationResult =
  | { kind: 'revoked' }
  /** The backend has no such route (FaustWP): nothing to do, nothing to report. */
  | { kind: 'unsupported' }
  | { kind: 'unavailable'; reason: string };

/** With plain permalinks, as the authorize route: whatever WordPress's permalink setting. */
export function revokeUrl(env: SiteEnv): string {
  return `${env.wordpressUrl}/?rest_route=/lavanda/v1/revoke`;
}

export async function revokeRefreshToken(
  refreshToken: string,
  backend: Backend = defaultBackend(),
  fetchImpl: typeof fetch = fetch,
): Promise<RevocationResult> {
  let response: Response;
  try {
    response = await fetchImpl(revokeUrl(backend.env), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-faustwp-secret': faustSecretKey() },
      body: JSON.stringify({ refreshToken }),
      cache: 'no-store',
      signal: AbortSignal.timeout(backend.env.wordpressTimeoutMs),
    });
    // The body says nothing more than the status; read it so the socket can be reused.
    await response.arrayBuffer().catch(() => undefined);
  } catch (error) {
    return { kind: 'unavailable', reason: (error as Error).message };
  }
  if (response.ok) return { kind: 'revoked' };
  if (response.status === 404 || response.status === 405) return { kind: 'unsupported' };
  return { kind: 'unavailable', reason: `revoke answered ${response.status}` };
}
