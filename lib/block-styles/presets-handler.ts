import type { NextApiRequest, NextApiResponse } from 'next';
import type { BlockPresets } from '../wordpress/api/block-presets';

const CSS_TYPE = 'text/css; charset=utf-8';

/**
 * GET /api/block-presets/?v=<hash>: the theme's presets as WordPress gives them (sanitised). The
 * address a page names carries the presets' hash: asked with the current hash, the answer is kept
 * for a year; with another (a page older than the theme's last change), for a minute. Without
 * presets (the plugin gone since the page was made) the sheet is empty: the site's defaults apply.
 */
export function createBlockPresetsHandler(current: () => Promise<BlockPresets | null>) {
  return async function blockPresetsHandler(req: NextApiRequest, res: NextApiResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res
        .status(405)
        .setHeader('Content-Type', 'text/plain; charset=utf-8')
        .end('Method not allowed\n');
      return;
    }
    const presets = await current();
    const asked = typeof req.query.v === 'string' ? req.query.v : '';
    const currentHash = presets ? new URL(presets.href, 'http://site').searchParams.get('v') : null;
    res.setHeader(
      'Cache-Control',
      asked !== '' && asked === currentHash
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=60',
    );
    res.status(200).setHeader('Content-Type', CSS_TYPE);
    res.end(req.method === 'HEAD' ? undefined : (presets?.css ?? ''));
  };
}
