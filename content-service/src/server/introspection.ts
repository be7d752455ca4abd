import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AuthOptions } from '../auth/auth-options';
import type { Store } from '../store/open-store';
import { readOption } from '../store/options';

/**
 * The FaustWP secret that lets `x-faust-secret` requests introspect (FaustWP switches WPGraphQL's
 * public introspection on for a request carrying it): the explicit option, else the site's
 * `faustwp_settings.secret_key`, else the environment's FAUST_SECRET_KEY (read as the server
 * started: `auth.faustSecretKey`). Read per request, so an import that changes the settings
 * applies without a restart.
 */
export function faustSecret(
  db: Store,
  explicit: string | undefined,
  auth: Pick<AuthOptions, 'faustSecretKey'> | undefined,
): string | null {
  if (explicit) return explicit;
  const settings = readOption<{ secret_key?: unknown }>(db, 'faustwp_settings');
  if (settings && typeof settings === 'object' && typeof settings.secret_key === 'string') {
    if (settings.secret_key !== '') return settings.secret_key;
  }
  return auth?.faustSecretKey ?? null;
}

/**
 * Whether the request may use `__schema`/`__type`: signed-in users may (WPGraphQL's rule only
 * applies to public requests), and so may requests with the right `x-faust-secret`.
 */
export function mayIntrospect(
  req: IncomingMessage,
  signedIn: boolean,
  secret: () => string | null,
): boolean {
  if (signedIn) return true;
  const header = req.headers['x-faust-secret'];
  return typeof header === 'string' && secretEquals(header, secret());
}

/** A secret header against the expected secret, in constant time; never equal to no secret. */
export function secretEquals(given: string | undefined, expected: string | null): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
