import { faustSettings } from '../acf/faust-content';
import type { RequestContext } from '../context';
import { prepared } from '../../store/prepared';
import { postUri } from './permalinks';
import type { PostRow } from './rows';

/*
 * What `asPreview: true` answers (WPGraphQL): the post's latest revision (an autosave counts),
 * newest by date then id, carried as a preview of its parent; without revisions, the post itself
 * (a draft previews as the draft). A preview links to the front end's preview route the way
 * FaustWP's preview_post_link filter writes it (reference faust_preview_post_1011_bearer).
 */

export function latestRevision(ctx: RequestContext, parentId: number): PostRow | undefined {
  return prepared(
    ctx.db,
    `SELECT * FROM posts WHERE post_parent = ? AND post_type = 'revision'
     ORDER BY post_date DESC, ID DESC LIMIT 1`,
  ).get(parentId) as PostRow | undefined;
}

export function asPreview(ctx: RequestContext, row: PostRow): PostRow {
  const revision = latestRevision(ctx, row.ID);
  return revision ? { ...revision, previewOf: row } : row;
}

/** `{front end}{path}?preview=true&previewPathname={path}&p=ID[&page_id=ID]&typeName=Post|Page`. */
export function previewLink(ctx: RequestContext, parent: PostRow): string | null {
  const path = postUri(ctx, parent);
  if (path === null) return null;
  const typeName = parent.post_type === 'page' ? 'Page' : 'Post';
  const pageId = parent.post_type === 'page' ? `&page_id=${parent.ID}` : '';
  const separator = path.includes('?') ? '&' : '?';
  // In GraphQL the path is not percent-encoded (get_preview_post_link encodes it; WPGraphQL not).
  return `${faustSettings(ctx).frontendUri}${path}${separator}preview=true&previewPathname=${path}&p=${parent.ID}${pageId}&typeName=${typeName}`;
}
