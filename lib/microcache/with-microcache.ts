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
 * answered again, byte for byte with its headers, for the store's few milliseconds without
 * going through Next's routing and rendering path (README, "What a cached page costs the
 * server"). Everything else goes to Next untouched.
 */
export function withMicrocache(handle: RequestListener, pages: StoredPages): RequestListener {
  return (req, res) => {
    const key = microcacheKey(req);
    if (key === null) return handle(req, res);
    const stored = pages.get(key);
    if (stored) {
      res.writeHead(stored.status, stored.headers);
      res.end(stored.body);
      return;
    }
    const generation = pages.generation;
    recordAnswer(res, MAX_PAGE_BYTES, (answer) => {
      if (isStorableResponse(answer.status, answer.headers)) pages.set(key, answer, generation);
    });
    return handle(req, res);
  };
}
