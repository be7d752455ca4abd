import type { NextApiRequest, NextApiResponse } from 'next';
import { cacheControl } from '../sitemap/send-document';
import type { Image } from '../wordpress/types/layout';

export interface FaviconSources {
  /** WordPress's icon, or null when it names none. */
  siteIcon: () => Promise<Image | null>;
  /** The project's icon file (public/img/favicon.ico). */
  projectIcon: () => Promise<Buffer>;
  /** How long caches may keep the answer (REVALIDATE_SECONDS). */
  revalidateSeconds: () => number;
}

/**
 * `/favicon.ico` (rewritten to pages/api/site-document.ts): a redirect to WordPress's icon when it has
 * one, else the project's icon itself. When WordPress cannot be asked, the project's icon is
 * answered uncached, so the real one shows once WordPress answers again.
 */
export function createFaviconHandler(sources: FaviconSources) {
  return async function favicon(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res.statusCode = 405;
      res.end();
      return;
    }
    let icon: Image | null = null;
    let cache = cacheControl(sources.revalidateSeconds());
    try {
      icon = await sources.siteIcon();
    } catch (error) {
      console.error('[favicon] asking WordPress for the site icon failed:', error);
      cache = 'no-store';
    }
    res.setHeader('Cache-Control', cache);
    if (icon) {
      res.statusCode = 302;
      res.setHeader('Location', icon.url);
      res.end();
      return;
    }
    const body = await sources.projectIcon();
    res.setHeader('Content-Type', 'image/x-icon');
    res.setHeader('Content-Length', String(body.length));
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
