import type { IncomingMessage, ServerResponse } from 'node:http';
import { recordAnswer } from './recorded-answer';
import { microcacheKey } from './request-key';
import { isStorableResponse } from './storable-response';
import type { StoredPages } from './stored-pages';

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => unknown;

/** A page larger than this is always asked of Next (a page here is 20-60 KB). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

/**
 * Puts `pages` in front of Next's request handler: a page Next answered from its own cache is
 * answered again, byte for byte with its headers, for the store's lifetime (1 s by default)
 * without going through Next's routing and rendering path (docs/benchmarks.md, "What a cached
 * page costs the server"), and while Next is being asked for it again. Everything else goes to Next
 * untouched.
 */
export function withMicrocache(handle: RequestListener, pages: StoredPages): RequestListener {
  /** Keys whose page is being asked of Next again, each with the request asking. */
  const refreshing = new Map<string, ServerResponse>();
  return (req, res) => {
    const key = microcacheKey(req);
    if (key === null) return handle(req, res);
    const found = pages.lookup(key);
    // An expired page is still answered while one request asks Next for it again: otherwise
    // every request arriving meanwhile (32 at a time under load) would go to Next too, each
    // paying for the routing and compression the microcache saves, once a lifetime.
    if (found && (found.fresh || refreshing.has(key))) {
      res.writeHead(found.page.status, found.page.headers);
      res.end(found.page.body);
      return;
    }
    refreshing.set(key, res);
    const settle = () => {
      if (refreshing.get(key) === res) refreshing.delete(key);
    };
    // A client that leaves before the end: the next request asks Next again.
    res.once('close', settle);
    const generation = pages.generation;
    recordAnswer(res, MAX_PAGE_BYTES, isStorableResponse, (answer) => {
      settle();
      if (answer) pages.set(key, answer, generation);
      else pages.delete(key);
    });
    return handle(req, res);
  };
}
