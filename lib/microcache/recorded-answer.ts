import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { StoredPage } from './stored-pages';

/** Headers Node writes for each answer itself; the length is written for the stored body. */
const PER_ANSWER_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

/** Node's responses have it (OutgoingMessage); @types/node declares it on ClientRequest only. */
type SpelledResponse = ServerResponse & { getRawHeaderNames(): string[] };

/** The answer's headers as Next spelled them, with its body's length. */
function replayable(res: ServerResponse, body: Buffer): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const name of (res as SpelledResponse).getRawHeaderNames()) {
    if (!PER_ANSWER_HEADERS.has(name.toLowerCase())) headers[name] = res.getHeader(name);
  }
  headers['Content-Length'] = body.length;
  return headers;
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  }
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
}

/**
 * Copies what is written to `res` (the bytes as they go out, compressed when Next compresses
 * them: its compression wraps these methods after they are installed) and hands the whole answer
 * to `done` once it has ended. Nothing is copied of an answer whose status and headers, final by
 * its first bytes, `worthKeeping` refuses (a script, an image, a page Next rendered), nor of one
 * over `maxBytes`: `done` gets null then.
 */
export function recordAnswer(
  res: ServerResponse,
  maxBytes: number,
  worthKeeping: (status: number, headers: OutgoingHttpHeaders) => boolean,
  done: (answer: StoredPage | null) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let checked = false;
  let copying = true;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (!checked) {
      checked = true;
      copying = worthKeeping(res.statusCode, res.getHeaders());
    }
    const buffer = copying ? toBuffer(chunk, encoding) : null;
    if (!buffer) return;
    size += buffer.length;
    if (size > maxBytes) {
      copying = false;
      chunks.length = 0;
      return;
    }
    chunks.push(buffer);
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    keep(typeof chunk === 'function' ? undefined : chunk, rest[0]);
    const result = (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    if (!copying) {
      done(null);
    } else {
      const body = Buffer.concat(chunks);
      done({ status: res.statusCode, headers: replayable(res, body), body });
    }
    return result;
  } as ServerResponse['end'];
}
