// WXR items for posts, pages, revisions and attachments.
import { serialize } from 'php-serialize';
import type { CommentSource, PageSource, PostSource, RevisionSource } from '../source/types';
import { flexibleLayoutMeta, pageOptionsMeta, type MetaRow } from './acf-meta';
import { joinBlocks } from './blocks';
import type { BuildContext } from './context';
import { localToGmt, rfc2822, ZERO_DATE } from './dates';
import type { RenderedMedia } from './images';
import { seoMeta, type SeoLookups } from './seo-meta';
import type { WxrComment, WxrItem, WxrTerm } from './wxr-writer';

function lookups(ctx: BuildContext): SeoLookups {
  return {
    categoryId: (slug) => category(ctx, slug).id,
    mediaUrl: (id) => ctx.mediaUrl(id),
    href: (target) => ctx.index.href(target),
  };
}

function category(ctx: BuildContext, slug: string): { id: number; name: string } {
  const found = ctx.categories.get(slug);
  if (!found) throw new Error(`Unknown category '${slug}'`);
  return found;
}

function postTerms(ctx: BuildContext, post: PostSource): WxrTerm[] {
  const cats = post.categories.map((slug) => ({
    ...category(ctx, slug),
    taxonomy: 'category',
    slug,
  }));
  const tags = post.tags.map((slug) => {
    const tag = ctx.tags.get(slug);
    if (!tag) throw new Error(`Post ${post.id} uses unknown tag '${slug}'`);
    return { id: tag.id, taxonomy: 'post_tag', slug, name: tag.name };
  });
  return [...cats, ...tags];
}

function comment(c: CommentSource): WxrComment {
  return {
    id: c.id,
    author: c.author,
    email: c.email,
    url: c.url ?? '',
    date: c.date,
    dateGmt: localToGmt(c.date),
    content: c.content,
    approved: '1',
    parent: c.parent,
    userId: c.userId ?? 0,
  };
}

/** Fields every item shares, derived from local dates. */
function dated(date: string, modified: string | undefined, gmtKnown: boolean) {
  const dateGmt = gmtKnown ? localToGmt(date) : ZERO_DATE;
  const mod = modified ?? date;
  return {
    date,
    dateGmt,
    modified: mod,
    modifiedGmt: localToGmt(mod),
    pubDate: rfc2822(localToGmt(date)),
  };
}

export function postItem(ctx: BuildContext, post: PostSource): WxrItem {
  const draft = post.status === 'draft';
  const home = ctx.index.home;
  const meta: MetaRow[] = [['_thumbnail_id', String(post.id + 1)]];
  if (post.pageOptions) meta.push(...pageOptionsMeta(post.pageOptions, ctx.keys));
  meta.push(...seoMeta(post.seo, lookups(ctx)));
  const author = ctx.authors.get(post.author);
  if (!author) throw new Error(`Unknown author ${post.author}`);
  return {
    title: post.title,
    link: draft ? `${home}/?p=${post.id}` : home + ctx.index.postPath(post),
    creator: author.login,
    guid: `${home}/?p=${post.id}`,
    content: ctx.index.expand(joinBlocks(post.body)),
    excerpt: post.excerpt ?? '',
    id: post.id,
    ...dated(post.date, post.modified, !draft),
    commentStatus: post.commentStatus ?? 'open',
    pingStatus: 'closed',
    name: post.slug,
    status: post.status ?? 'publish',
    parent: 0,
    menuOrder: 0,
    type: 'post',
    sticky: post.sticky ?? false,
    terms: postTerms(ctx, post),
    meta,
    comments: (post.comments ?? []).map(comment),
  };
}

export function pageItem(ctx: BuildContext, page: PageSource): WxrItem {
  const home = ctx.index.home;
  const parent = page.parent ? ctx.pages.find((p) => ctx.pagePath(p) === page.parent) : undefined;
  const html = (value: string): string => ctx.index.expand(value);
  const meta: MetaRow[] = [['_wp_page_template', page.template ?? 'default']];
  if (page.layouts.length > 0) {
    meta.push(
      ...flexibleLayoutMeta(page.layouts, { keys: ctx.keys, html, href: (t) => ctx.index.href(t) }),
    );
  } else {
    meta.push(
      ['flexible_layout', ''],
      ['_flexible_layout', ctx.keys.key('pageContent', ['flexible_layout'])],
    );
  }
  meta.push(...pageOptionsMeta(page.pageOptions, ctx.keys));
  meta.push(...seoMeta(page.seo, lookups(ctx)));
  return {
    title: page.title,
    link: home + ctx.pagePath(page),
    creator: page.author,
    guid: `${home}/?page_id=${page.id}`,
    content: html(joinBlocks(page.body)),
    excerpt: '',
    id: page.id,
    ...dated(page.date, page.modified, true),
    commentStatus: 'closed',
    pingStatus: 'closed',
    name: page.slug,
    status: 'publish',
    parent: parent?.id ?? 0,
    menuOrder: page.menuOrder,
    type: 'page',
    sticky: false,
    terms: [],
    meta,
    comments: [],
  };
}

export function revisionItem(ctx: BuildContext, revision: RevisionSource): WxrItem {
  const parent = ctx.posts.find((p) => p.slug === revision.parentSlug && p.status !== 'draft');
  if (!parent)
    throw new Error(`Revision ${revision.id}: no published post '${revision.parentSlug}'`);
  const home = ctx.index.home;
  return {
    title: revision.title,
    link: `${home}/?p=${revision.id}`,
    creator: parent.author,
    guid: `${home}/?p=${revision.id}`,
    content: ctx.index.expand(joinBlocks(revision.body)),
    excerpt: revision.excerpt,
    id: revision.id,
    ...dated(revision.date, undefined, true),
    commentStatus: 'closed',
    pingStatus: 'closed',
    name: `${parent.id}-revision-v1`,
    status: 'inherit',
    parent: parent.id,
    menuOrder: 0,
    type: 'revision',
    sticky: false,
    terms: [],
    meta: [],
    comments: [],
  };
}

export function attachmentItem(ctx: BuildContext, rendered: RenderedMedia): WxrItem {
  const { media, meta } = rendered;
  const home = ctx.index.home;
  const post = ctx.posts.find((p) => p.id === media.parent);
  const page = ctx.pages.find((p) => p.id === media.parent);
  if (media.parent !== 0 && !post && !page) throw new Error(`Media ${media.id}: unknown parent`);
  const parentPath = post
    ? post.status === 'draft'
      ? '/'
      : ctx.index.postPath(post)
    : page
      ? ctx.pagePath(page)
      : '/';
  const url = ctx.uploadUrl(rendered.attachedFile);
  return {
    title: media.title,
    link: `${home}${parentPath}${media.name}/`,
    creator: 'editor',
    guid: url,
    content: '',
    excerpt: media.caption ?? '',
    id: media.id,
    ...dated(media.date, undefined, true),
    commentStatus: 'closed',
    pingStatus: 'closed',
    name: media.name,
    status: 'inherit',
    parent: media.parent,
    menuOrder: 0,
    type: 'attachment',
    sticky: false,
    attachmentUrl: url,
    terms: [],
    meta: [
      ['_wp_attached_file', rendered.attachedFile],
      ['_wp_attachment_metadata', serialize(meta)],
      ['_wp_attachment_image_alt', media.alt],
    ],
    comments: [],
  };
}
