import { type IncomingMessage, Server, type ServerResponse } from 'node:http';
import { PAGE_ALLOW } from './page-methods';

/**
 * The method the WHATWG Request refuses to carry that Node's HTTP server still delivers (TRACK
 * and CONNECT never reach a request handler). Next's proxy builds a Request for every page
 * request, so TRACE made Next answer 500 and log a stack trace per request before any code of
 * ours ran; it is answered at the HTTP server, before Next.
 */
const FORBIDDEN = new Set(['TRACE']);

const REFUSING = Symbol.for('lavanda.refuseForbiddenMethods');

type Emit = (this: Server, event: string, ...args: unknown[]) => boolean;

/**
 * Answers the forbidden methods with 405 on every HTTP server of this process (`next start`'s
 * included, which already exists when the instrumentation hook runs). Idempotent.
 */
export function refuseForbiddenMethods(server: { prototype: Server } = Server): void {
  const prototype = server.prototype as Server & { [REFUSING]?: true };
  if (prototype[REFUSING]) return;
  prototype[REFUSING] = true;
  const emit = prototype.emit as Emit;
  prototype.emit = function (this: Server, event: string, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (req.method && FORBIDDEN.has(req.method)) {
        res.writeHead(405, { allow: PAGE_ALLOW, 'content-type': 'text/plain; charset=utf-8' });
        // Nothing of the request is read: drop it rather than keep a body waiting.
        req.resume();
        res.end('Method Not Allowed\n');
        return true;
      }
    }
    return emit.call(this, event, ...args);
  } as Server['emit'];
}
