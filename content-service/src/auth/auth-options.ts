import { systemClock, type AuthClock } from './clock';
import { lifetimesFromEnv, type AuthLifetimes } from './lifetimes';

/** What issuing and checking credentials depends on: the clock and the lifetimes. */
export interface AuthOptions {
  clock: AuthClock;
  lifetimes: AuthLifetimes;
  /**
   * Per request, set by the server: who is asking (server/client-address.ts), for the sign-in
   * throttle of the GraphQL mutation, whose resolver sees only these options of the request.
   */
  clientAddress?: string;
  /**
   * The environment's FAUST_SECRET_KEY: FaustWP's secret where the site's own settings hold none
   * (server/introspection.ts, faustSecret).
   */
  faustSecretKey?: string | null;
}

/**
 * The system clock, the environment's lifetimes (throws on a bad CONTENT_*_TTL value) and its
 * FAUST_SECRET_KEY: the one place the server reads its environment, once, as it starts.
 */
export function defaultAuthOptions(
  env: Record<string, string | undefined> = process.env,
): AuthOptions {
  return {
    clock: systemClock,
    lifetimes: lifetimesFromEnv(env),
    faustSecretKey: env.FAUST_SECRET_KEY || null,
  };
}
