import type { NextApiRequest, NextApiResponse } from 'next';
import { siteEnv } from '../wordpress/config/site-env';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../http/outage';

export const XML_TYPE = 'application/xml; charset=utf-8';
export const RSS_TYPE = 'application/rss+xml; charset=utf-8';
export const TEXT_TYPE = 'text/plain; charset=utf-8';

/**
 * Shared caches keep a document as long as a page (REVALIDATE_SECONDS) and may serve it stale
 * for a day while fetching a new one: crawlers never wait on a full listing of WordPress.
 */
export function cacheControl(revalidateSeconds: number): string {
  return `public, max-age=0, s-maxage=${revalidateSeconds}, stale-while-revalidate=86400`;
}

/**
 * Answers a GET/HEAD with the document `build` makes (null: 404). A backend failure answers 503
 * uncached, so a cache keeps its last good copy rather than storing the error.
 */
export async function sendDocument(
  req: NextApiRequest,
  res: NextApiResponse,
  contentType: string,
  build: () => Promise<string | null>,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).setHeader('Content-Type', TEXT_TYPE).end('Method not allowed\n');
    return;
  }
  let body: string | null;
  try {
    body = await build();
  } catch (error) {
    console.error('[documents] building', req.url, 'failed:', error);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
    res.status(503).setHeader('Content-Type', TEXT_TYPE).end('Temporarily unavailable\n');
    return;
  }
  res.setHeader('Cache-Control', cacheControl(siteEnv().revalidateSeconds));
  if (body === null) {
    res.status(404).setHeader('Content-Type', TEXT_TYPE).end('Not found\n');
    return;
  }
  res.status(200).setHeader('Content-Type', contentType);
  res.end(req.method === 'HEAD' ? undefined : body);
}
