import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import { THEME_BLOCK_TEMPLATES } from '../render/theme';
import { isFrontPage, isPrivacyPolicy, isSingular, queriedPostId, reparse } from './global-query';
import type { GlobalQuery } from './global-query';
import { memo, postMeta, singleMeta } from './loaders';
import type { PostRow } from './rows';

/*
 * FaustWP's `templates`: the templates WordPress's template-loader.php would look for under the
 * request's global query (global-query.ts), most specific first. It walks the conditional tags in
 * template-loader's order, logs each true tag's hierarchy ({type}_template_hierarchy) and stops at
 * the first hierarchy the theme has a template of; then `index`.
 */

/** urldecode() of a slug (a malformed escape stays as it is). */
const safeDecode = (slug: string): string => {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
};

/** A slug's template names: the decoded one first when it differs, then the stored one. */
function slugged(prefix: string, slug: string): string[] {
  const decoded = safeDecode(slug);
  return decoded !== slug ? [`${prefix}${decoded}`, `${prefix}${slug}`] : [`${prefix}${slug}`];
}

/**
 * The `_wp_page_template` value a ContentTemplateEnum value names: WPGraphQL names the default
 * DEFAULT_TEMPLATE and a block template (the theme's kind) `<SLUG>_BLOCK_TEMPLATE`.
 */
export function templateOfEnum(value: string): string {
  if (value === 'DEFAULT_TEMPLATE') return 'default';
  return value
    .replace(/_BLOCK_TEMPLATE$/, '')
    .toLowerCase()
    .replace(/_/g, '-');
}

/** get_page_template_slug(): the template a post chose, '' for the default. */
function pageTemplateSlug(ctx: RequestContext, row: PostRow | null): string {
  if (!row) return '';
  const chosen = singleMeta(postMeta(ctx, row.ID), '_wp_page_template');
  return typeof chosen === 'string' && chosen !== 'default' ? chosen : '';
}

/** is_page_template(): a singular query whose post (the queried one, else the global $post) chose a template. */
export function isPageTemplate(ctx: RequestContext, q: GlobalQuery): boolean {
  if (!isSingular(q)) return false;
  const row = q.queried?.kind === 'post' ? q.queried.row : q.post;
  return pageTemplateSlug(ctx, row) !== '';
}

/** The templates the site has: the theme's block templates and any saved in the Site Editor (wp_template). */
function hasTemplate(ctx: RequestContext, slug: string): boolean {
  const saved = memo(
    ctx,
    'wp-templates',
    () =>
      prepared(
        ctx.db,
        `SELECT post_name FROM posts WHERE post_type = 'wp_template' AND post_status = 'publish'`,
      )
        .pluck()
        .all() as string[],
  );
  return THEME_BLOCK_TEMPLATES.includes(slug) || saved.includes(slug);
}

type Getter = (ctx: RequestContext, q: GlobalQuery) => string[];

const queriedPost = (q: GlobalQuery) => (q.queried?.kind === 'post' ? q.queried.row : null);
const queriedTerm = (q: GlobalQuery) => (q.queried?.kind === 'term' ? q.queried.row : null);

/** get_{type}_template()'s hierarchies, each as WordPress builds it from the queried object. */
const attachmentTemplates: Getter = (_ctx, q) => {
  const row = queriedPost(q);
  const out: string[] = [];
  if (row) {
    const [type = '', subtype = ''] = row.post_mime_type.split('/');
    if (subtype) out.push(`${type}-${subtype}`, subtype);
    out.push(type);
  }
  return [...out, 'attachment'];
};

const singleTemplates: Getter = (ctx, q) => {
  const row = queriedPost(q);
  if (!row) return ['single'];
  const custom = pageTemplateSlug(ctx, row);
  return [
    ...(custom ? [custom] : []),
    ...slugged(`single-${row.post_type}-`, row.post_name),
    `single-${row.post_type}`,
    'single',
  ];
};

const pageTemplates: Getter = (ctx, q) => {
  // get_page_template(): the queried id (0 once a re-parse lost a child page), the template of
  // that post (the global $post for 0), and the `pagename` query var.
  const id = queriedPostId(q);
  const custom = pageTemplateSlug(ctx, id ? queriedPost(q) : q.post);
  const vars = q.vars ?? {};
  const pagename = 'pagename' in vars ? vars.pagename : (queriedPost(q)?.post_name ?? '');
  return [
    ...(custom ? [custom] : []),
    ...(pagename ? slugged('page-', pagename) : []),
    ...(id ? [`page-${id}`] : []),
    'page',
  ];
};

function termTemplates(prefix: 'category' | 'tag'): Getter {
  return (_ctx, q) => {
    const term = queriedTerm(q);
    return term?.slug
      ? [...slugged(`${prefix}-`, term.slug), `${prefix}-${term.term_id}`, prefix]
      : [prefix];
  };
}

const taxonomyTemplates: Getter = (_ctx, q) => {
  const term = queriedTerm(q);
  return term?.slug
    ? [...slugged(`taxonomy-${term.taxonomy}-`, term.slug), `taxonomy-${term.taxonomy}`, 'taxonomy']
    : ['taxonomy'];
};

const authorTemplates: Getter = (_ctx, q) =>
  q.queried?.kind === 'user'
    ? [`author-${q.queried.row.user_nicename}`, `author-${q.queried.row.ID}`, 'author']
    : ['author'];

const archiveTemplates: Getter = (_ctx, q) => {
  const vars = q.vars ?? {};
  return 'postType' in vars ? [`archive-${vars.postType}`, 'archive'] : ['archive'];
};

const has =
  (flag: Parameters<GlobalQuery['flags']['has']>[0]) => (_c: RequestContext, q: GlobalQuery) =>
    q.flags.has(flag);

/** FaustWP's get_conditional_tags() with a template getter, in template-loader.php's order. */
const LOADER: [(ctx: RequestContext, q: GlobalQuery) => boolean, Getter][] = [
  [has('search'), () => ['search']],
  [isFrontPage, () => ['front-page']],
  [has('home'), () => ['home', 'index']],
  [isPrivacyPolicy, () => ['privacy-policy']],
  [has('postTypeArchive'), archiveTemplates],
  [has('tax'), taxonomyTemplates],
  [has('attachment'), attachmentTemplates],
  [has('single'), singleTemplates],
  [has('page'), pageTemplates],
  [(_c, q) => isSingular(q), () => ['singular']],
  [has('category'), termTemplates('category')],
  [has('tag'), termTemplates('tag')],
  [has('author'), authorTemplates],
  [has('date'), () => ['date']],
  [has('archive'), archiveTemplates],
];

/** basename($template, '.php'), as FaustWP strips what it logged. */
const templateName = (file: string) => (file.split('/').pop() ?? file).replace(/\.php$/, '');

/** FaustWP's templates_resolver, on the request's global query (which it re-parses first). */
export function templateHierarchy(ctx: RequestContext): string[] {
  reparse(ctx);
  const q = ctx.globalQuery;
  const checked: string[] = [];
  for (const [is, getter] of LOADER) {
    if (!is(ctx, q)) continue;
    const hierarchy = getter(ctx, q).map(templateName);
    checked.push(...hierarchy);
    if (hierarchy.some((slug) => hasTemplate(ctx, slug))) break;
  }
  return [...new Set([...checked, 'index'])];
}
