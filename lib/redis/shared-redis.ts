import { createClient } from 'redis';
import { processWideSlot } from '../cache/process-wide';

function createSharedClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
}

export type SharedRedis = ReturnType<typeof createSharedClient>;

/**
 * The one Redis connection of a server process, kept on globalThis: the page cache handler
 * (lib/redis/cache-handler.mjs, loaded by Next outside the app's bundles), the pages and the API
 * routes each have their own copy of this module and must share it.
 */
const holder = processWideSlot<SharedRedis>('sharedRedis');

/** A command that has not answered by then fails, and the caller uses its local fallback. */
export const COMMAND_TIMEOUT_MS = 1_000;

type Log = Pick<Console, 'error' | 'warn'>;

/** Where the server is, without the password the address may carry (for the log). */
export function redisHost(url: string): string {
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathname === '/' ? '' : pathname}`;
}

/**
 * Connects this process to the shared Redis (once; later calls return the same client). The
 * client reconnects by itself, waiting up to 5 s between attempts. While Redis is away the
 * callers fall back to what this instance holds, so the outage is logged once when it begins and
 * once when it ends, never per request. Commands are refused at once while disconnected (no
 * offline queue): a page view never waits for a Redis that is not there.
 */
export function connectSharedRedis(url: string, log: Log = console): SharedRedis {
  const existing = holder.value;
  if (existing) return existing;
  const where = redisHost(url);
  const client = createSharedClient(url);
  let down = false;
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    const reason = error instanceof Error ? error.message || error.name : String(error);
    log.error(
      `[redis] ${where} is not answering (${reason}); each instance serves from its own cache until it is back`,
    );
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.warn(`[redis] ${where} answers again; the instances share their cache again`);
  });
  // The first connection may fail too: the error handler above logs it and the client retries.
  client.connect().catch(() => {});
  holder.value = client;
  return client;
}

/** The shared connection when it is configured and up; null otherwise (use the local fallback). */
export function sharedRedis(): SharedRedis | null {
  const client = holder.value;
  return client?.isReady ? client : null;
}

/** Whether REDIS_URL was set for this process (the client exists, up or not). */
export function sharedRedisConfigured(): boolean {
  return holder.value !== undefined;
}

/** Closes the connection (tests). */
export async function disconnectSharedRedis(): Promise<void> {
  const client = holder.value;
  holder.value = undefined;
  if (client?.isOpen) await client.close();
  else client?.destroy();
}

/** `command`, failed after COMMAND_TIMEOUT_MS: a Redis that hangs is treated as one that is down. */
export function withTimeout<T>(command: Promise<T>, ms = COMMAND_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([command, timeout]).finally(() => clearTimeout(timer));
}

/** For the health check: 'off' without REDIS_URL, else whether Redis answers a PING now. */
export async function sharedRedisStatus(): Promise<'up' | 'down' | 'off'> {
  if (!sharedRedisConfigured()) return 'off';
  const client = sharedRedis();
  if (!client) return 'down';
  try {
    await withTimeout(client.ping());
    return 'up';
  } catch {
    return 'down';
  }
}

/**
 * Resolves once `client` is connected, or after `ms` (never rejects): a server start waits this
 * long for Redis, so that its first loads already read what other instances stored.
 */
export function untilReady(client: SharedRedis, ms: number): Promise<void> {
  if (client.isReady) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    client.on('ready', done);
  });
}
