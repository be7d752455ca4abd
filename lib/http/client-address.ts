import type { IncomingMessage } from 'node:http';
import { headerText } from '../microcache/header-text';
import { trustedProxyCount } from '../wordpress/config/site-env';

/**
 * The one rule for "which client is this" (what the rate limits count, and whom the site names to
 * WordPress's sign-in): the connection's address, unless the site runs behind `trustedProxies`
 * reverse proxies of its own (TRUSTED_PROXY_COUNT), whose connections every visitor would share.
 *
 * Behind them, the address is the `trustedProxies`-th entry of X-Forwarded-For from the right:
 * each proxy appends the address it was connected from, so the last entries are written by the
 * site's own proxies (the last by the nearest), and the one the farthest proxy wrote is the
 * client. Entries to the left of it are the client's to write and are never read. A header with
 * fewer entries than that did not come through every proxy (a direct connection, or a proxy
 * that does not append): the connection's address then, as with no proxy.
 */
export function clientAddress(
  req: Pick<IncomingMessage, 'socket' | 'headers'>,
  trustedProxies: number = trustedProxyCount(),
): string {
  const connection = req.socket.remoteAddress ?? 'unknown';
  if (trustedProxies === 0) return connection;
  const forwarded = headerText(req.headers['x-forwarded-for']);
  if (forwarded === '') return connection;
  const entries = forwarded.split(',');
  return entries[entries.length - trustedProxies]?.trim() || connection;
}
