/** What the token route answers: the access token and its expiry (Unix seconds). */
export interface AccessToken {
  accessToken: string;
  accessTokenExpiration: number;
}

/** The access token is refreshed 60 s before it expires. */
export const REFRESH_BEFORE_EXPIRY_MS = 60_000;
/** Below this the 60 s rule would refresh in a tight loop (tokens living about a minute). */
const MIN_PREFERRED_DELAY_MS = 10_000;
const MIN_DELAY_MS = 1_000;

/** The longest delay setTimeout takes as given. */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * When to fetch the next token: 60 s before expiry; for tokens too short-lived for that
 * (a server configured for a few minutes or less), halfway to expiry, at least a second apart.
 */

export function refreshDelayMs(expiration: number, nowMs: number): number {
  const untilExpiry = expiration * 1000 - nowMs;
  const preferred = untilExpiry - REFRESH_BEFORE_EXPIRY_MS;
  // setTimeout fires at once (and so would refresh in a loop) beyond 2^31-1 ms, about 24.8 days.
  if (preferred > MAX_TIMER_DELAY_MS) return MAX_TIMER_DELAY_MS;
  if (preferred >= MIN_PREFERRED_DELAY_MS) return preferred;
  return Math.max(Math.floor(untilExpiry / 2), MIN_DELAY_MS);
}

export interface AccessTokenManager {
  /** Fetches a token (with a login `code`, else from the refresh cookie); null when refused. */
  fetch(code?: string): Promise<string | null>;
  /** The token in memory, while it has not expired. */
  current(): string | null;
  /** Forgets the token and stops refreshing (logout). */
  clear(): void;
  /** Called whenever the token changes (set, replaced or cleared). */
  subscribe(listener: () => void): () => void;
}

export interface AccessTokenManagerDeps {
  request: (code?: string) => Promise<AccessToken | null>;
  now?: () => number;
}

/**
 * The access token in memory only (never in storage a script on another page could read), with
 * a refresh timer: after a fetch, a refresh is scheduled before
 * expiry; a failed fetch clears the token and its expiry; a successful one cancels the old timer
 * and sets a new one.
 */
export function createAccessTokenManager({
  request,
  now = Date.now,
}: AccessTokenManagerDeps): AccessTokenManager {
  let token: AccessToken | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  // Refreshes asked for while one is under way share it: one call to the token route, not two
  // racing ones (two components mounting, a timer firing during a page's own first fetch).
  let refreshing: Promise<string | null> | null = null;

  // Bumped by clear(): a fetch that was under way at logout must not bring the token back.
  let generation = 0;

  async function fetchToken(code?: string): Promise<string | null> {
    const started = generation;
    let answer: AccessToken | null;
    try {
      answer = await request(code);
    } catch {
      answer = null;
    }
    if (started !== generation) return null;
    stopTimer();
    if (!answer) {
      token = null;
      notify();
      return null;
    }
    token = answer;
    timer = setTimeout(
      () => void manager.fetch(),
      refreshDelayMs(answer.accessTokenExpiration, now()),
    );
    notify();
    return answer.accessToken;
  }

  const manager: AccessTokenManager = {
    fetch(code) {
      if (code) return fetchToken(code);
      refreshing ??= fetchToken().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
    current() {
      if (!token || token.accessTokenExpiration * 1000 <= now()) return null;
      return token.accessToken;
    },
    clear() {
      generation += 1;
      stopTimer();
      token = null;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return manager;
}
