import type { RequestContext } from '../context';
import { postMeta } from '../model/loaders';
import { postLink, termLink } from '../model/permalinks';
import type { PostRow, TermRow } from '../model/rows';
import { attachmentInfo } from './media';
import { encodePath } from './php-text';
import { bool, yoastSettings } from './settings';

/**
 * Yoast does not compute permalinks when it answers: it reads the one stored in the object's
 * indexable, captured when the indexable was built. In the reference site two moments built them:
 * - saving an object's Yoast fields (`_yoast_wpseo_*` post meta, written outside any GraphQL
 *   request) rebuilt its indexable while FaustWP rewrote permalinks to the front end
 *   (`faustwp_settings.frontend_uri`), so those posts keep `http://localhost:3000/...`;
 * - every other indexable was built lazily during a GraphQL request, where WordPress links stay on
 *   the WordPress home URL.
 * Term SEO lives in the `wpseo_taxonomy_meta` option, whose writes do not rebuild indexables, so
 * term permalinks stay on WordPress. The stored form keeps slugs percent-encoded (lower-case hex),
 * as WordPress's get_permalink() returns them.
 */
function builtOutsideGraphql(ctx: RequestContext, row: PostRow): boolean {
  const faust = yoastSettings(ctx).faust;
  if (!faust.rewrites || faust.frontendUri === '') return false;
  for (const key of postMeta(ctx, row.ID).keys()) if (key.startsWith('_yoast_wpseo_')) return true;
  return false;
}

export function postIndexablePermalink(ctx: RequestContext, row: PostRow): string {
  const s = yoastSettings(ctx);
  // With attachment pages disabled, an attachment's indexable points at the file itself.
  if (row.post_type === 'attachment' && bool(s.titles, 'disable-attachment')) {
    return attachmentInfo(ctx, row.ID)?.url ?? row.guid;
  }
  const link = postLink(ctx, row);
  if (link === null) return '';
  const encoded = encodePath(link);
  if (!builtOutsideGraphql(ctx, row)) return encoded;
  return s.faust.frontendUri + encoded.slice(s.home.length);
}

export function termIndexablePermalink(ctx: RequestContext, term: TermRow): string {
  return encodePath(termLink(ctx, term));
}
