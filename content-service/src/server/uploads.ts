import { createReadStream, promises as fs, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { contentTypeFor } from './content-types';

export const UPLOADS_PREFIX = '/wp-content/uploads/';

/** What an uploads request resolved to. */
export type UploadLookup = { found: true; file: string; stats: Stats } | { found: false };

/**
 * Maps a raw request path under `/wp-content/uploads/` to a file inside `root`. Each segment is
 * percent-decoded on its own, and anything that could leave the folder is refused rather than
 * normalised: `.`/`..` segments (also encoded, `%2e%2e`), empty segments (`//`, absolute paths),
 * separators or NUL inside a segment (`%2f`, `%5c`, `%00`), and symlinks pointing outside.
 */
export async function lookupUpload(root: string, rawPath: string): Promise<UploadLookup> {
  if (!rawPath.startsWith(UPLOADS_PREFIX)) return { found: false };
  const segments: string[] = [];
  for (const raw of rawPath.slice(UPLOADS_PREFIX.length).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { found: false };
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) {
      return { found: false };
    }
    segments.push(segment);
  }
  try {
    const realRoot = await fs.realpath(root);
    const file = await fs.realpath(path.join(realRoot, ...segments));
    if (!file.startsWith(realRoot + path.sep)) return { found: false };
    const stats = await fs.stat(file);
    return stats.isFile() ? { found: true, file, stats } : { found: false };
  } catch {
    return { found: false };
  }
}

/**
 * Sends a found upload: content type by extension, Last-Modified/If-Modified-Since, and single
 * byte ranges (browsers seek audio and video with them; Safari will not play video without).
 */
export function sendUpload(req: IncomingMessage, res: ServerResponse, upload: UploadLookup): void {
  if (!upload.found) return;
  const { file, stats } = upload;
  const lastModified = new Date(Math.floor(stats.mtimeMs / 1000) * 1000);
  res.setHeader('Content-Type', contentTypeFor(file));
  res.setHeader('Last-Modified', lastModified.toUTCString());
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Access-Control-Allow-Origin', '*');

  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  if (!Number.isNaN(since) && lastModified.getTime() <= since) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const range = parseRange(req.headers.range, stats.size);
  if (range === 'unsatisfiable') {
    res.statusCode = 416;
    res.setHeader('Content-Range', `bytes */${stats.size}`);
    res.end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: stats.size - 1 };
  res.statusCode = range ? 206 : 200;
  if (range) res.setHeader('Content-Range', `bytes ${start}-${end}/${stats.size}`);
  res.setHeader('Content-Length', Math.max(0, end - start + 1));
  if (req.method === 'HEAD' || stats.size === 0) {
    res.end();
    return;
  }
  const stream = createReadStream(file, { start, end });
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/** One `bytes=a-b` / `bytes=a-` / `bytes=-n` range; anything else means the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
