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
}

/** The system clock and the environment's lifetimes (throws on a bad CONTENT_*_TTL value). */
export function defaultAuthOptions(
  env: Record<string, string | undefined> = process.env,
): AuthOptions {
  return { clock: systemClock, lifetimes: lifetimesFromEnv(env) };
}
