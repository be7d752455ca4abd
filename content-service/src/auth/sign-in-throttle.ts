import { isIPv6 } from 'node:net';
import type { Store } from '../store/open-store';

/*
 * Slows password guessing without handing anyone a way to lock an editor out. Failures are
 * counted per name AND client address: after NAME_FREE_FAILURES for one username or e-mail from
 * one address within WINDOW_MS, that name is locked for that address only, so a stranger's
 * guesses lock the stranger, not the editor signing in from elsewhere. Each address also has a
 * count over all the names it tries (ADDRESS_FREE_FAILURES), so it cannot try name after name.
 * A lock lasts a minute, doubling with each further failure up to a quarter of an hour; a
 * successful sign-in clears its name's count for its address, never the address's own count
 * (one account of the guesser's would reset it). Kept in memory per store (a restart forgets
 * it), which is enough for one content service process.
 */

const NAME_FREE_FAILURES = 5;
const ADDRESS_FREE_FAILURES = 20;
const WINDOW_MS = 15 * 60 * 1000;
const FIRST_LOCK_MS = 60 * 1000;
const MAX_LOCK_MS = 15 * 60 * 1000;
/** Above this many entries, forgotten failures are dropped so guessing cannot fill memory. */
const PRUNE_ABOVE = 1000;

interface Failures {
  count: number;
  last: number;
  lockedUntil: number;
}

/** Who is locked out of a sign-in, and for how many more whole seconds. */
export type SignInLock = { by: 'name' | 'address'; seconds: number } | null;

const byStore = new WeakMap<Store, Map<string, Failures>>();

function failuresOf(db: Store): Map<string, Failures> {
  let map = byStore.get(db);
  if (!map) {
    map = new Map();
    byStore.set(db, map);
  }
  return map;
}

/**
 * The part of an address one client holds: an IPv4 address (also when written IPv4-mapped), or
 * an IPv6 address's /64, which a single host is commonly given whole.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return address;
  const [head = '', tail] = bare.toLowerCase().split('::');
  const groups = head === '' ? [] : head.split(':');
  if (tail !== undefined) {
    const rest = tail === '' ? [] : tail.split(':');
    // The zeros `::` stands for (an IPv4 tail counts as two groups; it lies past the /64 anyway).
    const width = rest.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
    groups.push(...Array<string>(8 - groups.length - width).fill('0'), ...rest);
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Keys of the two counts: the address's own, and the name's from that address. */
function keysOf(name: string, address: string): { address: string; name: string } {
  const client = clientKey(address);
  // NUL cannot occur in an address: the two kinds of key never meet.
  return { address: client, name: `${client}\0${name}` };
}

function remainingSeconds(entry: Failures | undefined, now: number): number {
  return entry && entry.lockedUntil > now ? Math.ceil((entry.lockedUntil - now) / 1000) : 0;
}

export function signInLock(db: Store, name: string, address: string, now: number): SignInLock {
  const map = failuresOf(db);
  const keys = keysOf(name, address);
  const byAddress = remainingSeconds(map.get(keys.address), now);
  if (byAddress > 0) return { by: 'address', seconds: byAddress };
  const byName = remainingSeconds(map.get(keys.name), now);
  return byName > 0 ? { by: 'name', seconds: byName } : null;
}

function countFailure(map: Map<string, Failures>, key: string, free: number, now: number): void {
  const previous = map.get(key);
  const count = previous && now - previous.last <= WINDOW_MS ? previous.count + 1 : 1;
  const over = count - free;
  const lock = over < 0 ? 0 : Math.min(FIRST_LOCK_MS * 2 ** over, MAX_LOCK_MS);
  map.set(key, { count, last: now, lockedUntil: now + lock });
}

export function recordFailure(db: Store, name: string, address: string, now: number): void {
  const map = failuresOf(db);
  if (map.size > PRUNE_ABOVE) {
    for (const [key, entry] of map) if (now - entry.last > WINDOW_MS) map.delete(key);
  }
  const keys = keysOf(name, address);
  countFailure(map, keys.name, NAME_FREE_FAILURES, now);
  countFailure(map, keys.address, ADDRESS_FREE_FAILURES, now);
}

export function recordSuccess(db: Store, name: string, address: string): void {
  failuresOf(db).delete(keysOf(name, address).name);
}
