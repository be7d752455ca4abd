/*
 * How long FaustWP's credentials live (the reference's faust-auth cases): an authorization code
 * 60 s, an access token 300 s, a refresh token 14 days. Tests shorten them through the
 * environment; the other side of the editor flow (the site) relies on these exact names.
 */

export interface AuthLifetimes {
  /** Seconds. */
  code: number;
  access: number;
  refresh: number;
}

export const DEFAULT_LIFETIMES: AuthLifetimes = {
  code: 60,
  access: 300,
  refresh: 14 * 24 * 60 * 60,
};

export const LIFETIME_ENV = {
  code: 'CONTENT_AUTH_CODE_TTL',
  access: 'CONTENT_ACCESS_TOKEN_TTL',
  refresh: 'CONTENT_REFRESH_TOKEN_TTL',
} as const;

/** Ten years: anything longer is a typo, not a lifetime. */
const MAX_SECONDS = 10 * 365 * 24 * 60 * 60;

/** The lifetimes the environment sets; throws with the variable's name on a bad value. */
export function lifetimesFromEnv(env: Record<string, string | undefined>): AuthLifetimes {
  const read = (kind: keyof AuthLifetimes): number => {
    const name = LIFETIME_ENV[kind];
    const text = env[name];
    if (text === undefined || text.trim() === '') return DEFAULT_LIFETIMES[kind];
    const seconds = Number(text.trim());
    if (!/^\d+$/.test(text.trim()) || seconds < 1 || seconds > MAX_SECONDS) {
      throw new Error(
        `${name}="${text}": expected a whole number of seconds from 1 to ${MAX_SECONDS}`,
      );
    }
    return seconds;
  };
  return { code: read('code'), access: read('access'), refresh: read('refresh') };
}
