import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import { canReadPost } from './access';
import { option, postById, termById, userById } from './loaders';
import { decodeSlug, homeUrl, postUri, termUri, userUri } from './permalinks';
import type { ContentTypeModel, PostRow, TermRow, UserRow } from './rows';

export type UriNode = PostRow | TermRow | UserRow | ContentTypeModel;

/** The path part of a uri argument, relative to home, decoded, with a leading slash. */
export function normalizeUri(ctx: RequestContext, input: string): string | null {
  let uri = input.trim();
  const home = homeUrl(ctx);
  if (home && uri.startsWith(home)) uri = uri.slice(home.length);
  else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(uri)) {
    try {
      uri = new URL(uri).pathname + new URL(uri).search;
    } catch {
      return null;
    }
  }
  if (uri.includes('#')) uri = uri.slice(0, uri.indexOf('#'));
  // Query-string addresses (`/?p=1`, date or search archives) resolve to nothing, as WPGraphQL does.
  if (uri.includes('?')) return null;
  if (!uri.startsWith('/')) uri = '/' + uri;
  if (!uri.endsWith('/')) uri += '/';
  return decodeSlug(uri.replace(/\/{2,}/g, '/'));
}

/**
 * What a GraphQL uri argument (nodeByUri, idType: URI) names. WPGraphQL matches the text as given
 * against slugs and rewrite rules, so a percent-encoded non-ASCII path (`/greek/%CE%B5…/`, in
 * either case) names nothing there: clients send the decoded path. (Yoast's REST head decodes.)
 */
export function resolveGraphqlUri(ctx: RequestContext, input: string): UriNode | null {
  return /%[89a-f][0-9a-f]/i.test(input) ? null : resolveUri(ctx, input);
}

const postsContentType: ContentTypeModel = { kind: 'contentType', name: 'post' };

/** What WordPress has at a path: a post, page, attachment, term, author, the posts index, or null. */
export function resolveUri(ctx: RequestContext, input: string): UriNode | null {
  const path = normalizeUri(ctx, input);
  if (path === null) return null;
  if (path === '/') {
    const front = Number(option(ctx, 'page_on_front'));
    if (option(ctx, 'show_on_front') === 'page' && front) {
      const page = postById(ctx, front);
      return page && canReadPost(ctx, page) ? page : null;
    }
    return postsContentType;
  }
  const unpaged = path.replace(/\/page\/\d+\/$/, '/');
  const segments = unpaged.split('/').filter(Boolean);
  const last = segments[segments.length - 1];
  if (!last) return null;

  const term = findTerm(ctx, unpaged, last);
  if (term) return term;
  const author = /^\/author\/([^/]+)\/$/.exec(unpaged);
  if (author) return findAuthor(ctx, author[1]!);
  if (unpaged !== path) return null;

  const post = findPost(ctx, path, last);
  if (post) {
    if (post.post_type === 'page' && Number(option(ctx, 'page_for_posts')) === post.ID) {
      return postsContentType;
    }
    return post;
  }
  return null;
}

function slugVariants(slug: string): string[] {
  const encoded = encodeURIComponent(slug).toLowerCase();
  return encoded === slug ? [slug] : [slug, encoded];
}

function findPost(ctx: RequestContext, path: string, last: string): PostRow | null {
  const slugs = slugVariants(last);
  const ids = prepared(
    ctx.db,
    `SELECT ID FROM posts WHERE post_name IN (${slugs.map(() => '?').join(', ')})
       AND post_type NOT IN ('revision', 'nav_menu_item') ORDER BY post_type = 'attachment', ID`,
  )
    .pluck()
    .all(...slugs) as number[];
  for (const id of ids) {
    const row = postById(ctx, id);
    if (row && canReadPost(ctx, row) && postUri(ctx, row) === path) return row;
  }
  return null;
}

function findTerm(ctx: RequestContext, path: string, last: string): TermRow | null {
  const slugs = slugVariants(last);
  const ids = prepared(
    ctx.db,
    `SELECT t.term_id FROM terms t JOIN term_taxonomy tt ON tt.term_id = t.term_id
       WHERE t.slug IN (${slugs.map(() => '?').join(', ')}) OR t.slug = ?`,
  )
    .pluck()
    .all(...slugs, `post-format-${last}`) as number[];
  for (const id of ids) {
    const term = termById(ctx, id);
    // Term URIs carry the stored (encoded) slug; WordPress finds the term by its decoded path.
    if (term && term.taxonomy !== 'nav_menu' && decodeSlug(termUri(ctx, term)) === path)
      return term;
  }
  return null;
}

function findAuthor(ctx: RequestContext, nicename: string): UserRow | null {
  const id = prepared(ctx.db, 'SELECT ID FROM users WHERE user_nicename = ?')
    .pluck()
    .get(nicename) as number | undefined;
  const user = id ? userById(ctx, id) : undefined;
  return user && userUri(ctx, user) === `/author/${nicename}/` ? user : null;
}
