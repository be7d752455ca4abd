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
 * to `done` once it has ended. An answer over `maxBytes` is not kept.
 */
export function recordAnswer(
  res: ServerResponse,
  maxBytes: number,
  done: (answer: StoredPage) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  const keep = (chunk: unknown, encoding: unknown) => {
    const buffer = tooLarge ? null : toBuffer(chunk, encoding);
    if (!buffer) return;
    size += buffer.length;
    if (size > maxBytes) {
      tooLarge = true;
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
    if (typeof chunk !== 'function') keep(chunk, rest[0]);
    const result = (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    if (!tooLarge) {
      const body = Buffer.concat(chunks);
      done({ status: res.statusCode, headers: replayable(res, body), body });
    }
    return result;
  } as ServerResponse['end'];
}
