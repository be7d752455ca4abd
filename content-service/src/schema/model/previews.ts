import { capabilitiesOf } from '../../auth/role-capabilities';
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

/**
 * Previewable.previewRevisionDatabaseId: the post's latest revision, for viewers who may edit
 * posts of its type (WPGraphQL's model gives the field the type's `edit_posts` capability; to
 * anyone else it is null). A revision has no revisions of its own, so a preview answers null.
 */
export function previewRevisionDatabaseId(ctx: RequestContext, row: PostRow): number | null {
  const capability = row.post_type === 'page' ? 'edit_pages' : 'edit_posts';
  if (!ctx.viewer || !capabilitiesOf(ctx.viewer.roles).includes(capability)) return null;
  return latestRevision(ctx, row.ID)?.ID ?? null;
}

export function asPreview(ctx: RequestContext, row: PostRow): PostRow {
  const revision = latestRevision(ctx, row.ID);
  return revision ? { ...revision, previewOf: row } : row;
}

/**
 * `{front end}{path}?preview=true&previewPathname={path}&p=ID[&page_id=ID]&typeName=Post|Page`.
 * In GraphQL the path is left as is; get_preview_post_link (REST) percent-encodes it.
 */
export function previewLink(
  ctx: RequestContext,
  parent: PostRow,
  options: { encodePath?: boolean } = {},
): string | null {
  const path = postUri(ctx, parent);
  if (path === null) return null;
  const isPage = parent.post_type === 'page';
  const args: [string, string][] = [
    ['preview', 'true'],
    ['previewPathname', options.encodePath ? encodeURIComponent(path) : path],
    ['p', String(parent.ID)],
    ...(isPage ? ([['page_id', String(parent.ID)]] as [string, string][]) : []),
    ['typeName', isPage ? 'Page' : 'Post'],
  ];
  return `${faustSettings(ctx).frontendUri}${addQueryArgs(path, args)}`;
}

/** add_query_arg(): a key the URL already has keeps its place and takes the new value. */
function addQueryArgs(url: string, args: [string, string][]): string {
  const [base = '', query = ''] = url.split('?', 2);
  const pairs =
    query === '' ? [] : query.split('&').map((pair) => pair.split('=', 2) as [string, string?]);
  for (const [key, value] of args) {
    const existing = pairs.find(([name]) => name === key);
    if (existing) existing[1] = value;
    else pairs.push([key, value]);
  }
  return `${base}?${pairs.map(([key, value]) => (value === undefined ? key : `${key}=${value}`)).join('&')}`;
}
