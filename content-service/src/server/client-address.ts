import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { AuthOptions } from '../auth/auth-options';
import type { Store } from '../store/open-store';
import { faustSecret, secretEquals } from './introspection';

/**
 * Who a request comes from, for the sign-in throttle: the connection's address, as in the site's
 * own rule (lib/http/client-address.ts), since forwarded-for headers are anybody's to write. One
 * sender may name its client: the site's server, which signs editors in through
 * generateAuthorizationCode on their behalf and proves itself with FaustWP's secret
 * (`x-faustwp-secret`); the first address of its `X-Forwarded-For` is then the client. Without
 * both, everyone signing in through the site counts as the site's one address.
 */
export function clientAddress(
  req: IncomingMessage,
  db: Store,
  auth: Pick<AuthOptions, 'faustSecretKey'> | undefined,
): string {
  const connection = req.socket.remoteAddress ?? 'unknown';
  const forwarded = req.headers['x-forwarded-for'];
  const secret = req.headers['x-faustwp-secret'];
  if (typeof forwarded !== 'string' || typeof secret !== 'string') return connection;
  if (!secretEquals(secret, faustSecret(db, undefined, auth))) return connection;
  const first = forwarded.split(',')[0]?.trim() ?? '';
  return isIP(first) ? first : connection;
}
