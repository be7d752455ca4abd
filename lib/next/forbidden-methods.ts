/*
 * Framework internals (one seam: lib/next/; off with PLAIN_NEXT=1 where marked). Relies on
 * Node's `http.Server.prototype.emit('request', …)` being how Next's server (and `next start`'s)
 * receives every request: patched for the whole process so that TRACE and OPTIONS are answered
 * before Next. Off with PLAIN_NEXT=1 (Next answers them: TRACE 500, OPTIONS on a page 400). How to
 * tell it broke: lib/next/framework-canary.test.ts names "forbidden methods"; or TRACE / answers
 * 500 (security-headers browser tests).
 */
import { type IncomingMessage, Server, type ServerResponse } from 'node:http';
import { PAGE_ALLOW } from '../http/page-methods';
import type { SecurityHeader } from '../http/security-headers';

/**
 * The methods answered at the HTTP server, before Next:
 * - TRACE everywhere: the WHATWG Request refuses to carry it though Node's HTTP server still
 *   delivers it (TRACK and CONNECT never reach a request handler); Next builds a Request for a
 *   route handler, so TRACE made it answer 500 and log a stack trace per request.
 * - OPTIONS outside the API routes: Next answers it on a page rendered per request with a bare
 *   400 before the page's code runs (base-server.js, "An OPTIONS request to a page handler is
 *   invalid"); a page takes GET and HEAD, which a 405 with `Allow` says. API routes answer
 *   OPTIONS themselves.
 */
function refusedBeforeNext(method: string, url: string): boolean {
  if (method === 'TRACE') return true;
  return method === 'OPTIONS' && !/^\/api(?:[/?]|$)/.test(url);
}

const REFUSING = Symbol.for('lavanda.refuseForbiddenMethods');

type Emit = (this: Server, event: string, ...args: unknown[]) => boolean;

/**
 * Answers the forbidden methods with 405 on every HTTP server of this process (`next start`'s
 * included, which already exists when the instrumentation hook runs), with `securityHeaders`
 * (everyResponseHeaders: neither Next's header rules nor `npm start`'s handler see these
 * answers). Idempotent.
 */
export function refuseForbiddenMethods(
  securityHeaders: readonly SecurityHeader[],
  server: { prototype: Server } = Server,
): void {
  const prototype = server.prototype as Server & { [REFUSING]?: true };
  if (prototype[REFUSING]) return;
  prototype[REFUSING] = true;
  const headers = {
    ...Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value])),
    Allow: PAGE_ALLOW,
    'Content-Type': 'text/plain; charset=utf-8',
  };
  const emit = prototype.emit as Emit;
  prototype.emit = function (this: Server, event: string, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (req.method && refusedBeforeNext(req.method, req.url ?? '/')) {
        res.writeHead(405, headers);
        // Nothing of the request is read: drop it rather than keep a body waiting.
        req.resume();
        res.end('Method Not Allowed\n');
        return true;
      }
    }
    return emit.call(this, event, ...args);
  } as Server['emit'];
}
