import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import { visibleComment } from '../resolvers/comments';
import { canReadPost, canReadPrivate } from './access';
import type { CommentRow } from './comment-queries';
import { option, postById, termById, userById } from './loaders';
import { decodeSlug, homeUrl, postUri, siteUrl, termUri, userUri } from './permalinks';
import { listPostIds } from './post-queries';
import type { ContentTypeModel, PostRow, TermRow, UserRow } from './rows';
import { wpParseUrl } from './wp-parse-url';

export type UriNode = PostRow | TermRow | UserRow | ContentTypeModel;

/** What NodeResolver::parse_request() leaves for resolve_uri(). */
export interface ParsedRequest {
  /** The `uri` query var: the URL's query when its path is empty or '/', else its path. */
  uri: string;
  /** `$wp->request`: the permalink to match, trimmed of slashes, the home path and the index. */
  request: string;
  /** The public query vars of the URL's query string (parse_str of it). */
  vars: URLSearchParams;
}

/**
 * NodeResolver::parse_request(): 'external' for a host that is neither home_url()'s nor
 * site_url()'s (the `graphql_allowed_hosts` default; the port and scheme do not count).
 */
export function parseRequest(
  ctx: RequestContext,
  input: string,
): ParsedRequest | 'external' | null {
  const url = wpParseUrl(input);
  if (!url) return null;
  if (url.host !== undefined && !allowedHosts(ctx).includes(url.host)) return 'external';
  const path = url.path ?? '';
  let uri = input;
  if (url.query !== undefined && (path === '' || path === '/')) uri = url.query;
  else if (url.path !== undefined) uri = url.path;
  return { uri, request: requestedPath(ctx, uri), vars: new URLSearchParams(url.query ?? '') };
}

function allowedHosts(ctx: RequestContext): string[] {
  return [siteUrl(ctx), homeUrl(ctx)].map((url) => wpParseUrl(url)?.host ?? '').filter(Boolean);
}

function prettyPermalinks(ctx: RequestContext): boolean {
  return (option<string>(ctx, 'permalink_structure') ?? '') !== '';
}

/**
 * WP::parse_request()'s requested path (as NodeResolver::parse_request() copies it): the text
 * before any '?', trimmed of slashes, the home path cut from its front (a case-insensitive
 * prefix, not a whole segment), and blanked when it ends in the index (`index.php`, with its
 * '.' a regex wildcard as in WordPress): `/index.php`, `/page/2/index.php` are the home request.
 */
function requestedPath(ctx: RequestContext, uri: string): string {
  let path = trimSlashes(uri.split('?')[0]!);
  const home = trimSlashes(wpParseUrl(homeUrl(ctx))?.path ?? '');
  if (home) {
    const prefix = new RegExp(`^${home.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i');
    path = trimSlashes(path.replace(prefix, ''));
  }
  return /^.*index.php$/.test(path) ? '' : path;
}

function trimSlashes(text: string): string {
  return text.replace(/^\/+|\/+$/g, '');
}

/** Query vars that name content or an archive: with one of them an empty request is no home request. */
const CONTENT_QUERY_VARS = [
  'p',
  'page_id',
  'name',
  'pagename',
  'attachment',
  'attachment_id',
  'cat',
  'category_name',
  'tag',
  'author',
  'author_name',
  'year',
  'monthnum',
  'day',
  'hour',
  'minute',
  'second',
  'm',
  'w',
  's',
  'feed',
]; // and `tag_id`, which is no public query var: a query string never sets it

/** PHP's empty() on a query var: missing, '' and '0' are empty. */
function filled(vars: URLSearchParams, name: string): boolean {
  return vars.getAll(name).some((value) => value !== '' && value !== '0');
}

const postsContentType: ContentTypeModel = { kind: 'contentType', name: 'post' };

/** NodeResolver::maybe_parse_comment_uri(): a `#comment-{id}` anywhere names that comment. */
function commentInUri(input: string): number | null {
  const match = /#comment-(\d+)/.exec(input);
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}

/**
 * What a GraphQL uri argument (nodeByUri, idType: URI) names: NodeResolver::resolve_uri(). An
 * empty argument is null (RootQuery's `! empty( $args['uri'] )`, PHP's '0' included). WPGraphQL
 * matches the text as given: parse_request() escapes '%' as '%25' before it tries the rewrite
 * rules, so a percent-encoded path (`/greek/%CE%B5…/` in either case, `/category/mark%75p/`)
 * names nothing there: clients send the decoded path. (Yoast's REST head decodes.)
 */
export function resolveGraphqlUri(ctx: RequestContext, input: string): UriNode | CommentRow | null {
  if (input === '' || input === '0') return null;
  const comment = commentInUri(input);
  if (comment !== null) return visibleComment(ctx, comment);
  const parsed = parseRequest(ctx, input);
  if (parsed === 'external') return frontPageFirstPost(ctx);
  if (parsed === null || /%[0-9a-f]{2}/i.test(parsed.request)) return null;
  return resolveRequest(ctx, parsed);
}

/**
 * resolve_uri() for a URL on another host (`http://example.com/foo/`, `//page/2/`, the
 * front end's `http://localhost:3000/about/`). parse_request() returns before it resets
 * `$wp->query_vars`, so WP_Query runs on the global query vars of the /graphql request itself
 * (`graphql=true`, no content var): the posts front page query. Its first post (stickies first)
 * is the node, because that query is no archive, and validate_post() passes it (no `uri` var).
 * This is what a WPGraphQL 2.20 client gets over HTTP, so it is matched. (In one request with
 * several lookups, WordPress would reuse the previous lookup's query vars instead: not modelled.)
 */
function frontPageFirstPost(ctx: RequestContext): PostRow | null {
  const statuses = canReadPrivate(ctx) ? ['publish', 'private'] : ['publish'];
  const perPage = Number(option(ctx, 'posts_per_page')) || 10;
  const page = listPostIds(ctx, { types: ['post'], statuses }).slice(0, perPage);
  const sticky = (option<unknown[]>(ctx, 'sticky_posts') ?? []).map(Number);
  // WP_Query moves the page's stickies to the front, then adds the published ones it lacked.
  const id =
    page.find((postId) => sticky.includes(postId)) ??
    listPostIds(ctx, { types: ['post'], ids: sticky })[0] ??
    page[0];
  return id === undefined ? null : (postById(ctx, id) ?? null);
}

/** What WordPress has at a path: a post, page, attachment, term, author, the posts index, or null. */
export function resolveUri(ctx: RequestContext, input: string): UriNode | null {
  const parsed = parseRequest(ctx, input);
  return parsed === null || parsed === 'external' ? null : resolveRequest(ctx, parsed);
}

/**
 * resolve_uri() after parse_request(): the home page for a literal '/' or a home request;
 * else the rewrite rules' match of the request, checked against the query string's vars.
 */
function resolveRequest(ctx: RequestContext, req: ParsedRequest): UriNode | null {
  if (req.uri === '/' || isHomeRequest(ctx, req)) return resolveHomePage(ctx);
  // An empty request matches no rule: WordPress 404s it, and resolve_uri() answers null.
  if (req.request === '') return null;
  const path = decodeSlug(`/${req.request}/`.replace(/\/{2,}/g, '/'));
  const node = resolvePath(ctx, path, req.uri);
  return node && agreesWithQueryVars(node, req.vars) ? node : null;
}

/**
 * NodeResolver::is_home_request(): with pretty permalinks (did_permalink), an empty request
 * (home path or index.php: `/index.php?paged=2`, `/?`) with no query var naming content.
 */
function isHomeRequest(ctx: RequestContext, req: ParsedRequest): boolean {
  if (!prettyPermalinks(ctx) || req.request !== '') return false;
  return !CONTENT_QUERY_VARS.some((name) => filled(req.vars, name));
}

/** NodeResolver::resolve_home_page(): the static front page, or the posts' ContentType. */
function resolveHomePage(ctx: RequestContext): UriNode | null {
  const front = Number(option(ctx, 'page_on_front'));
  if (option(ctx, 'show_on_front') === 'page' && front) {
    const page = postById(ctx, front);
    return page && canReadPost(ctx, page) ? page : null;
  }
  return postsContentType;
}

/**
 * The URL's own query vars go to WP_Query beside the rewrite rule's (which win for the same
 * name): an id or post type that is not the matched post's leaves WP_Query without it.
 */
function agreesWithQueryVars(node: UriNode, vars: URLSearchParams): boolean {
  const post = 'post_type' in node ? node : null;
  const checks: [string, (value: string) => boolean][] = [
    ['p', (value) => post?.ID === Number(value)],
    ['page_id', (value) => post?.post_type === 'page' && post.ID === Number(value)],
    ['attachment_id', (value) => post?.post_type === 'attachment' && post.ID === Number(value)],
    ['post_type', (value) => post === null || post.post_type === value],
  ];
  return checks.every(([name, agrees]) => !filled(vars, name) || agrees(vars.get(name)!));
}

/** Feeds of an archive or post (`feed/`, `rss2/`, `feed/atom/`), its embed and its pages. */
const FEED = String.raw`(?:feed\/)?(?:feed|rdf|rss|rss2|atom)`;
const ARCHIVE_SUFFIX = new RegExp(String.raw`^(\/.+?)\/(?:${FEED}|embed|page\/?\d+)\/$`);
/** Posts and pages also have trackback, comment pages and a bare page number (`/about/2/`). */
const SINGULAR_SUFFIX = new RegExp(
  String.raw`^(\/.+?)\/(?:${FEED}|embed|trackback|page\/?\d+|comment-page-\d+|\d+)\/$`,
);

/**
 * The rewrite rules' node for a decoded path; `uri` is the text validate_post() looks in. Each
 * kind's rules also match its feeds, embed and pages (`/category/news/feed/`,
 * `/about/page/2/`, `/hello/2/`): the same node.
 */
function resolvePath(ctx: RequestContext, path: string, uri: string): UriNode | null {
  if (path === '/') return resolveHomePage(ctx);
  const archive = ARCHIVE_SUFFIX.exec(path)?.[1];
  for (const base of archive ? [path, `${archive}/`] : [path]) {
    const segments = base.split('/').filter(Boolean);
    const last = segments[segments.length - 1];
    if (!last) continue;
    const term = findTerm(ctx, base, last);
    if (term) return term;
    const author = /^\/author\/([^/]+)\/$/.exec(base);
    if (author) return findAuthor(ctx, author[1]!);
  }
  const singular = SINGULAR_SUFFIX.exec(path)?.[1];
  for (const base of singular ? [path, `${singular}/`] : [path]) {
    const last = base.split('/').filter(Boolean).pop();
    const post = last ? findPost(ctx, base, last) : null;
    if (!post) continue;
    if (post.post_type === 'page' && Number(option(ctx, 'page_for_posts')) === post.ID) {
      return postsContentType;
    }
    return nameInUri(post, uri) ? post : null;
  }
  return null;
}

/**
 * validate_post(): the `uri` must hold the post's id or its name (as stored or decoded), so
 * `/hello%2Dworld/` finds the rule's post but answers null.
 */
function nameInUri(post: PostRow, uri: string): boolean {
  return [String(post.ID), post.post_name, decodeSlug(post.post_name)].some((text) =>
    uri.includes(text),
  );
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
