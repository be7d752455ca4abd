import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import { memo, option, postById, postMeta, singleMeta, termById, userById } from './loaders';
import type { PostRow, TermRow, UserRow } from './rows';

/** The site's home URL without a trailing slash (the `home` option, as WordPress's home_url()). */
export function homeUrl(ctx: RequestContext): string {
  const home = option<string>(ctx, 'home') ?? option<string>(ctx, 'siteurl') ?? '';
  return home.replace(/\/+$/, '');
}

/** site_url(): where WordPress itself answers (wp-login.php, wp-admin), without trailing slash. */
export function siteUrl(ctx: RequestContext): string {
  return (option<string>(ctx, 'siteurl') ?? homeUrl(ctx)).replace(/\/+$/, '');
}

/**
 * Slugs are stored percent-encoded (lower-case) as WordPress does. WPGraphQL shows them decoded in
 * the URIs of posts, pages and attachments, and as stored in the URIs of terms (get_term_link()).
 */
export function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

function structure(ctx: RequestContext): string {
  return option<string>(ctx, 'permalink_structure') ?? '';
}

const PUBLIC_STATUSES = new Set(['publish', 'private']);

function pagePath(ctx: RequestContext, row: PostRow): string {
  const slugs: string[] = [];
  const seen = new Set<number>();
  let current: PostRow | undefined = row;
  while (current && !seen.has(current.ID)) {
    seen.add(current.ID);
    slugs.unshift(decodeSlug(current.post_name));
    current = current.post_parent ? postById(ctx, current.post_parent) : undefined;
  }
  return `/${slugs.join('/')}/`;
}

function postPathFromStructure(ctx: RequestContext, row: PostRow, permalink: string): string {
  const [date = '', time = ''] = row.post_date.split(' ');
  const [year = '', month = '', day = ''] = date.split('-');
  const [hour = '', minute = '', second = ''] = time.split(':');
  const author = userById(ctx, row.post_author);
  return permalink
    .replace('%year%', year)
    .replace('%monthnum%', month)
    .replace('%day%', day)
    .replace('%hour%', hour)
    .replace('%minute%', minute)
    .replace('%second%', second)
    .replace('%post_id%', String(row.ID))
    .replace('%postname%', decodeSlug(row.post_name))
    .replace('%author%', author?.user_nicename ?? '')
    .replace('%category%', primaryCategoryPath(ctx, row.ID));
}

/**
 * %category%: WordPress takes the post's category with the lowest id, unless Yoast names one of
 * the post's categories as primary (its `post_link_category` filter); then the ancestry's slugs.
 */
function primaryCategoryPath(ctx: RequestContext, postId: number): string {
  const terms = prepared(
    ctx.db,
    `SELECT tt.term_id FROM term_relationships tr
       JOIN term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
       WHERE tr.object_id = ? AND tt.taxonomy = 'category' ORDER BY tt.term_id`,
  )
    .pluck()
    .all(postId) as number[];
  const primary = Number(singleMeta(postMeta(ctx, postId), '_yoast_wpseo_primary_category'));
  const term = terms.includes(primary) ? primary : terms[0];
  if (term === undefined) return 'uncategorized';
  return termAncestry(ctx, term)
    .map((t) => decodeSlug(t.slug))
    .join('/');
}

/** The path of a post, page or attachment relative to home (`/about/team/`), or null if it has none. */
export function postUri(ctx: RequestContext, row: PostRow): string | null {
  return memo(ctx, `uri:${row.ID}`, () => computePostUri(ctx, row));
}

function computePostUri(ctx: RequestContext, row: PostRow): string | null {
  const pretty = structure(ctx) !== '';
  switch (row.post_type) {
    case 'page': {
      if (
        option(ctx, 'show_on_front') === 'page' &&
        Number(option(ctx, 'page_on_front')) === row.ID
      ) {
        return '/';
      }
      if (!pretty || !PUBLIC_STATUSES.has(row.post_status)) return `/?page_id=${row.ID}`;
      return pagePath(ctx, row);
    }
    case 'attachment': {
      const parent = row.post_parent ? postById(ctx, row.post_parent) : undefined;
      if (!pretty) return `/?attachment_id=${row.ID}`;
      if (parent) {
        const parentPath = postUri(ctx, parent);
        if (!parentPath || parentPath.includes('?')) return `/?attachment_id=${row.ID}`;
        return `${parentPath}${decodeSlug(row.post_name)}/`;
      }
      return `/${decodeSlug(row.post_name)}/`;
    }
    case 'nav_menu_item':
    case 'revision':
      return null;
    default: {
      if (!pretty || !PUBLIC_STATUSES.has(row.post_status) || row.post_name === '') {
        return row.post_type === 'post'
          ? `/?p=${row.ID}`
          : `/?post_type=${row.post_type}&p=${row.ID}`;
      }
      const path = postPathFromStructure(ctx, row, structure(ctx));
      return row.post_type === 'post' ? path : `/${row.post_type}${path}`;
    }
  }
}

export function postLink(ctx: RequestContext, row: PostRow): string | null {
  const uri = postUri(ctx, row);
  return uri === null ? null : homeUrl(ctx) + uri;
}

/** A term and its ancestors, root first. */
export function termAncestry(ctx: RequestContext, termId: number): TermRow[] {
  const chain: TermRow[] = [];
  const seen = new Set<number>();
  let current = termById(ctx, termId);
  while (current && !seen.has(current.term_id)) {
    seen.add(current.term_id);
    chain.unshift(current);
    current = current.parent ? termById(ctx, current.parent) : undefined;
  }
  return chain;
}

export function termUri(ctx: RequestContext, term: TermRow): string {
  const pretty = structure(ctx) !== '';
  switch (term.taxonomy) {
    case 'category': {
      if (!pretty) return `/?cat=${term.term_id}`;
      const base = (option<string>(ctx, 'category_base') || 'category').replace(/^\/|\/$/g, '');
      const path = termAncestry(ctx, term.term_id).map((t) => t.slug);
      return `/${base}/${path.join('/')}/`;
    }
    case 'post_tag': {
      if (!pretty) return `/?tag=${term.slug}`;
      const base = (option<string>(ctx, 'tag_base') || 'tag').replace(/^\/|\/$/g, '');
      return `/${base}/${term.slug}/`;
    }
    case 'post_format':
      return pretty
        ? `/type/${term.slug.replace(/^post-format-/, '')}/`
        : `/?post_format=${term.slug.replace(/^post-format-/, '')}`;
    default:
      return `/?taxonomy=${term.taxonomy}&term=${term.slug}`;
  }
}

export function termLink(ctx: RequestContext, term: TermRow): string {
  return homeUrl(ctx) + termUri(ctx, term);
}

export function userUri(ctx: RequestContext, user: UserRow): string {
  return structure(ctx) === '' ? `/?author=${user.ID}` : `/author/${user.user_nicename}/`;
}
