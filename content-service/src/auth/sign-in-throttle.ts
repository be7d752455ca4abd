import type { Store } from '../store/open-store';

/*
 * Slows password guessing: after FREE_FAILURES failed sign-ins for one username or e-mail
 * within WINDOW_MS, that name is locked for a minute, doubling with each further failure up to
 * a quarter of an hour; a successful sign-in clears it. Kept in memory per store (a restart
 * forgets it), which is enough for one content service process.
 */

const FREE_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;
const FIRST_LOCK_MS = 60 * 1000;
const MAX_LOCK_MS = 15 * 60 * 1000;
/** Above this many names, forgotten failures are dropped so guessing names cannot fill memory. */
const PRUNE_ABOVE = 1000;

interface Failures {
  count: number;
  last: number;
  lockedUntil: number;
}

const byStore = new WeakMap<Store, Map<string, Failures>>();

function failuresOf(db: Store): Map<string, Failures> {
  let map = byStore.get(db);
  if (!map) {
    map = new Map();
    byStore.set(db, map);
  }
  return map;
}

/** Whole seconds until `name` may try again; 0 when it may now. */
export function lockedSeconds(db: Store, name: string, now: number): number {
  const entry = failuresOf(db).get(name);
  return entry && entry.lockedUntil > now ? Math.ceil((entry.lockedUntil - now) / 1000) : 0;
}

export function recordFailure(db: Store, name: string, now: number): void {
  const map = failuresOf(db);
  if (map.size > PRUNE_ABOVE) {
    for (const [key, entry] of map) if (now - entry.last > WINDOW_MS) map.delete(key);
  }
  const previous = map.get(name);
  const count = previous && now - previous.last <= WINDOW_MS ? previous.count + 1 : 1;
  const over = count - FREE_FAILURES;
  const lock = over < 0 ? 0 : Math.min(FIRST_LOCK_MS * 2 ** over, MAX_LOCK_MS);
  map.set(name, { count, last: now, lockedUntil: now + lock });
}

export function recordSuccess(db: Store, name: string): void {
  failuresOf(db).delete(name);
}
