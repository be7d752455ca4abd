import type { IncomingMessage } from 'node:http';

export type BodyResult = { ok: true; body: Buffer } | { ok: false };

/**
 * Reads a request body up to `maxBytes`. Larger bodies resolve `{ ok: false }` as soon as that is
 * known (from Content-Length, or once the limit is passed) without buffering the rest; the caller
 * answers 413 and closes the connection.
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve({ ok: false });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > maxBytes) {
        cleanup();
        chunks.length = 0;
        // Keep the stream flowing (and discarded) so the 413 answer can be written.
        req.resume();
        resolve({ ok: false });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanup();
      resolve({ ok: true, body: Buffer.concat(chunks, size) });
    };
    const onError = (error: Error): void => {
      cleanup();
      reject(error);
    };
    // A client that disconnects mid-body: settle instead of waiting forever.
    const onClose = (): void => {
      if (!req.complete) onError(new Error('request aborted'));
    };
    const cleanup = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}
