import type { IncomingMessage } from 'node:http';

/**
 * The one rule for "which client is this" (what the rate limits count): the connection's address.
 * Forwarded-for headers are not read, since any client can write them; behind a proxy, the proxy
 * should limit.
 */
export function clientAddress(req: Pick<IncomingMessage, 'socket'>): string {
  return req.socket.remoteAddress ?? 'unknown';
}
