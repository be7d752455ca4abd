import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import { option } from './loaders';
import type { PostRow, TermRow, UserRow } from './rows';

/*
 * WordPress's global WP_Query as one WPGraphQL request leaves it. WPGraphQL's Post, Term and User
 * models call setup() before each of their fields is read (Model::prepare_field): it parses a
 * query for the node into the global WP_Query (Post: `p`, `pagename`, `attachment` or the post
 * type's name; Term: `category_name` or `tag`; User: `author_name`) and sets the queried object.
 * Nothing resets it between nodes, so FaustWP's `conditionalTags` and `templates` (which read the
 * global query) answer for the node whose field was read last, whichever node asks.
 */

export type QueryFlag =
  | 'archive'
  | 'attachment'
  | 'author'
  | 'category'
  | 'date'
  | 'day'
  | 'home'
  | 'month'
  | 'page'
  | 'postTypeArchive'
  | 'postsPage'
  | 'preview'
  | 'search'
  | 'single'
  | 'tag'
  | 'tax'
  | 'year';

/** The query vars a model's setup() parses (the only ones a GraphQL request parses). */
export type QueryVars =
  | { p: number }
  | { pagename: string }
  | { attachment: string }
  | { postType: string; name: string }
  | { categoryName: string }
  | { tag: string }
  | { authorName: string }
  | Record<string, never>;

export type QueriedObject =
  { kind: 'post'; row: PostRow } | { kind: 'term'; row: TermRow } | { kind: 'user'; row: UserRow };

export interface GlobalQuery {
  /** What parse_query() last parsed; null while nothing did (WPGraphQL answers before WordPress queries). */
  vars: QueryVars | null;
  /** The is_* flags WP_Query holds. */
  flags: Set<QueryFlag>;
  /** get_queried_object(), or null once a re-parse unset it. */
  queried: QueriedObject | null;
  /** The global $post: the last post a model set up (is_sticky() and get_page_template_slug() read it). */
  post: PostRow | null;
  /** The fields already read per model, by its place in the answer (a Model caches a field's value: no second setup). */
  read: WeakMap<object, Set<string>>;
}

export function newGlobalQuery(): GlobalQuery {
  return { vars: null, flags: new Set(), queried: null, post: null, read: new WeakMap() };
}

/** A top-level page with this slug (get_page_by_path() of one segment), as parse_query looks `pagename` up. */
function topLevelPage(ctx: RequestContext, slug: string): PostRow | null {
  const row = prepared(
    ctx.db,
    `SELECT * FROM posts WHERE post_name = ? AND post_type = 'page' AND post_parent = 0
     ORDER BY ID LIMIT 1`,
  ).get(slug) as PostRow | undefined;
  return row ?? null;
}

const ARCHIVE_FLAGS: QueryFlag[] = ['postTypeArchive', 'date', 'author', 'category', 'tag', 'tax'];

/**
 * WP_Query::parse_query(): sets the flags `vars` imply on top of the current ones (a call with
 * vars init()s first: `reset`), and looks `pagename` up for the queried object.
 */
function parse(ctx: RequestContext, q: GlobalQuery, vars: QueryVars, reset: boolean): void {
  if (reset) {
    q.flags = new Set();
    q.queried = null;
  }
  q.vars = vars;
  const f = q.flags;
  if ('attachment' in vars) {
    f.add('single').add('attachment');
  } else if ('name' in vars || 'p' in vars) {
    f.add('single');
  } else if ('pagename' in vars) {
    f.add('page').delete('single');
  } else {
    if ('categoryName' in vars) f.add('category');
    if ('tag' in vars) f.add('tag');
    if ('authorName' in vars) f.add('author');
    else f.delete('author');
    if (ARCHIVE_FLAGS.some((flag) => f.has(flag))) f.add('archive');
  }
  const singular = () => f.has('single') || f.has('page') || f.has('attachment');
  if (!(singular() || f.has('archive') || f.has('search'))) f.add('home');
  const showOnFront = option(ctx, 'show_on_front');
  if (
    f.has('home') &&
    showOnFront === 'page' &&
    Number(option(ctx, 'page_on_front')) &&
    Object.keys(vars).length === 0
  ) {
    f.add('page').delete('home');
  }
  if ('pagename' in vars) {
    const page = topLevelPage(ctx, vars.pagename);
    q.queried = page ? { kind: 'post', row: page } : null;
    if (page && showOnFront === 'page' && Number(option(ctx, 'page_for_posts')) === page.ID) {
      f.delete('page');
      f.add('home').add('postsPage');
    }
  }
}

/** WPGraphQL's Post model setup(): the query WordPress would run to show this post. */
export function setupPost(ctx: RequestContext, row: PostRow): void {
  const q = ctx.globalQuery;
  // A revision sets up its parent's query (the parent is what a preview shows).
  const shown = row.post_type === 'revision' ? row.previewOf : row;
  if (!shown) return;
  const vars: QueryVars =
    shown.post_type === 'post'
      ? { p: shown.ID }
      : shown.post_type === 'page'
        ? { pagename: shown.post_name }
        : shown.post_type === 'attachment'
          ? { attachment: shown.post_name }
          : { postType: shown.post_type, name: shown.post_name };
  parse(ctx, q, vars, true);
  q.post = shown;
  q.queried = { kind: 'post', row };
}

/** WPGraphQL's Term model setup(): categories and tags parse their archive; other taxonomies only set the queried object. */
export function setupTerm(ctx: RequestContext, row: TermRow): void {
  const q = ctx.globalQuery;
  if (row.taxonomy === 'category') parse(ctx, q, { categoryName: row.slug }, true);
  else if (row.taxonomy === 'post_tag') parse(ctx, q, { tag: row.slug }, true);
  q.queried = { kind: 'term', row };
}

/** WPGraphQL's User model setup(): the author archive. */
export function setupUser(ctx: RequestContext, row: UserRow): void {
  const q = ctx.globalQuery;
  parse(ctx, q, { authorName: row.user_nicename }, true);
  q.flags.add('author');
  q.queried = { kind: 'user', row };
}

/**
 * FaustWP's `templates` resolver calls `$wp_query->parse_query()` without vars first: the last
 * vars again, on top of the flags (so an unparsed query becomes the home, and a child page's
 * `pagename` loses its queried object). That stays for the rest of the request.
 */
export function reparse(ctx: RequestContext): void {
  const q = ctx.globalQuery;
  parse(ctx, q, q.vars ?? {}, false);
}

export const isSingular = (q: GlobalQuery): boolean =>
  q.flags.has('single') || q.flags.has('page') || q.flags.has('attachment');

/** get_queried_object_id() as a post id (0 when the queried object is not a post). */
export function queriedPostId(q: GlobalQuery): number {
  return q.queried?.kind === 'post' ? q.queried.row.ID : 0;
}

/** WP_Query::is_page($id): a page query whose queried object is that page. */
export function isPageId(q: GlobalQuery, id: number): boolean {
  return q.flags.has('page') && id !== 0 && queriedPostId(q) === id;
}

export function isFrontPage(ctx: RequestContext, q: GlobalQuery): boolean {
  if (option(ctx, 'show_on_front') === 'posts') return q.flags.has('home');
  const front = Number(option(ctx, 'page_on_front'));
  return option(ctx, 'show_on_front') === 'page' && isPageId(q, front);
}

export function isPrivacyPolicy(ctx: RequestContext, q: GlobalQuery): boolean {
  return isPageId(q, Number(option(ctx, 'wp_page_for_privacy_policy') ?? 0));
}
