import type { HeaderRule } from '../http/security-headers';

/** Where the block sheets are served from (public/wp-block-styles/, scripts/wordpress-block-styles.ts). */
export const BLOCK_SHEETS_PATH = '/wp-block-styles';

/**
 * A block sheet's name carries its content's hash, so a browser or CDN may keep it for a year
 * without asking again, as Next's own `/_next/static/` files (Next gives public files max-age=0).
 */
export const BLOCK_SHEETS_CACHE_RULE: HeaderRule = {
  source: `${BLOCK_SHEETS_PATH}/:file*`,
  headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
};
