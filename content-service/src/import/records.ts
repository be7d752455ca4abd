import { dateField, idField, intField, type ItemContext } from './fields';
import { childNodes, rawText, trimmedText, type XmlNode } from './xml-node';

/**
 * Typed, validated records read from the channel-level blocks of a WXR file. Optional fields are
 * absent when the file does not carry them, so that merging and re-imports never overwrite stored
 * values with invented defaults.
 */

export interface WxrMeta {
  key: string;
  value: string;
}

export interface WxrAuthor {
  id?: number;
  login: string;
  email?: string;
  displayName?: string;
  firstName?: string;
  lastName?: string;
}

export interface WxrTerm {
  id?: number;
  taxonomy: string;
  slug: string;
  name?: string;
  description?: string;
  /** Parent term SLUG in the same taxonomy ('' or absent for a root term). */
  parentSlug?: string;
  meta: WxrMeta[];
}

/** A term assignment `<category domain=... nicename=...>Name</category>` on an item. */
export interface WxrTermRef {
  taxonomy: string;
  slug: string;
  name: string;
}

/** Columns of `posts` a WXR item can carry (post_author is resolved from dc:creator later). */
export type PostColumns = Partial<{
  post_title: string;
  post_content: string;
  post_excerpt: string;
  guid: string;
  post_date: string;
  post_date_gmt: string;
  post_modified: string;
  post_modified_gmt: string;
  comment_status: string;
  ping_status: string;
  post_name: string;
  post_status: string;
  post_parent: number;
  menu_order: number;
  post_type: string;
  post_password: string;
  post_mime_type: string;
}>;

export type CommentColumns = Partial<{
  comment_author: string;
  comment_author_email: string;
  comment_author_url: string;
  comment_author_IP: string;
  comment_date: string;
  comment_date_gmt: string;
  comment_content: string;
  comment_approved: string;
  comment_type: string;
  comment_parent: number;
  user_id: number;
}>;

export interface WxrComment {
  id?: number;
  columns: CommentColumns;
  meta: WxrMeta[];
}

export interface WxrItem {
  id?: number;
  /** No `wp:post_type`: a partial item that only adds to another item with the same id. */
  partial: boolean;
  columns: PostColumns;
  creator?: string;
  isSticky?: boolean;
  attachmentUrl?: string;
  terms: WxrTermRef[];
  meta: WxrMeta[];
  comments: WxrComment[];
}

/** Drops keys whose value is undefined, so that "absent" stays absent. */
function defined<T extends object>(record: T): T {
  for (const key of Object.keys(record) as (keyof T)[]) {
    if (record[key] === undefined) delete record[key];
  }
  return record;
}

function metaList(node: XmlNode, name: string): WxrMeta[] {
  return childNodes(node, name).map((m) => ({
    key: trimmedText(m, 'wp:meta_key') ?? '',
    value: rawText(m, 'wp:meta_value') ?? '',
  }));
}

export function parseAuthor(node: XmlNode): WxrAuthor {
  return defined({
    id: idField(node, 'wp:author_id'),
    login: trimmedText(node, 'wp:author_login') ?? '',
    email: trimmedText(node, 'wp:author_email'),
    displayName: trimmedText(node, 'wp:author_display_name'),
    firstName: trimmedText(node, 'wp:author_first_name'),
    lastName: trimmedText(node, 'wp:author_last_name'),
  });
}

/** `wp:category`, `wp:tag` and `wp:term` use different element names for the same fields. */
const TERM_FIELDS = {
  'wp:category': [
    'category',
    'category_nicename',
    'cat_name',
    'category_description',
    'category_parent',
  ],
  'wp:tag': ['post_tag', 'tag_slug', 'tag_name', 'tag_description', undefined],
  'wp:term': [undefined, 'term_slug', 'term_name', 'term_description', 'term_parent'],
} as const;

export type TermBlock = keyof typeof TERM_FIELDS;

export function isTermBlock(name: string): name is TermBlock {
  return name in TERM_FIELDS;
}

export function parseTerm(node: XmlNode, block: TermBlock): WxrTerm {
  const [taxonomy, slug, name, description, parent] = TERM_FIELDS[block];
  return defined({
    id: idField(node, 'wp:term_id'),
    taxonomy: taxonomy ?? trimmedText(node, 'wp:term_taxonomy') ?? '',
    slug: trimmedText(node, `wp:${slug}`) ?? '',
    name: rawText(node, `wp:${name}`),
    description: rawText(node, `wp:${description}`),
    parentSlug: parent === undefined ? undefined : trimmedText(node, `wp:${parent}`),
    meta: metaList(node, 'wp:termmeta'),
  });
}

function parseComment(node: XmlNode, item: ItemContext): WxrComment {
  const lenient = { allowZero: true };
  return {
    id: idField(node, 'wp:comment_id', item),
    columns: defined({
      comment_author: rawText(node, 'wp:comment_author'),
      comment_author_email: trimmedText(node, 'wp:comment_author_email'),
      comment_author_url: trimmedText(node, 'wp:comment_author_url'),
      comment_author_IP: trimmedText(node, 'wp:comment_author_IP'),
      comment_date: dateField(node, 'wp:comment_date', lenient, item),
      comment_date_gmt: dateField(node, 'wp:comment_date_gmt', lenient, item),
      comment_content: rawText(node, 'wp:comment_content'),
      comment_approved: trimmedText(node, 'wp:comment_approved'),
      // WordPress 5.5+ stores 'comment' where old exports have an empty type.
      comment_type: optional(trimmedText(node, 'wp:comment_type'), 'comment'),
      comment_parent: presentId(node, 'wp:comment_parent', item),
      user_id: presentId(node, 'wp:comment_user_id', item),
    }),
    meta: metaList(node, 'wp:commentmeta'),
  };
}

/** Present-but-empty becomes `fallback`; absent stays absent. */
function optional(value: string | undefined, fallback: string): string | undefined {
  return value === '' ? fallback : value;
}

/** An id field that, when the element is present, is stored even as 0 ("none"). */
function presentId(node: XmlNode, name: string, item: ItemContext): number | undefined {
  const id = idField(node, name, item);
  return id ?? (trimmedText(node, name) === undefined ? undefined : 0);
}

function parseTermRef(node: XmlNode): WxrTermRef | undefined {
  const slug = node.attrs.nicename?.trim();
  // Like the WordPress importer: WXR 1.0-style <category> without nicename carries no term.
  if (slug === undefined || slug === '') return undefined;
  const domain = node.attrs.domain?.trim() || 'category';
  return { taxonomy: domain === 'tag' ? 'post_tag' : domain, slug, name: node.text.trim() };
}

export function parseItem(node: XmlNode): WxrItem {
  const rawId = trimmedText(node, 'wp:post_id');
  const ctx: ItemContext = {
    postId: rawId !== undefined && /^\d+$/.test(rawId) ? Number(rawId) : undefined,
    title: rawText(node, 'title'),
  };
  const postType = trimmedText(node, 'wp:post_type');
  const sticky = trimmedText(node, 'wp:is_sticky');
  const lenient = { allowZero: true };
  return defined({
    id: idField(node, 'wp:post_id', ctx),
    partial: postType === undefined || postType === '',
    columns: defined({
      post_title: rawText(node, 'title'),
      post_content: rawText(node, 'content:encoded'),
      post_excerpt: rawText(node, 'excerpt:encoded'),
      guid: trimmedText(node, 'guid'),
      post_date: dateField(node, 'wp:post_date', { allowZero: false }, ctx),
      post_date_gmt: dateField(node, 'wp:post_date_gmt', lenient, ctx),
      post_modified: dateField(node, 'wp:post_modified', lenient, ctx),
      post_modified_gmt: dateField(node, 'wp:post_modified_gmt', lenient, ctx),
      comment_status: trimmedText(node, 'wp:comment_status'),
      ping_status: trimmedText(node, 'wp:ping_status'),
      post_name: trimmedText(node, 'wp:post_name'),
      post_status: trimmedText(node, 'wp:status'),
      post_parent: presentId(node, 'wp:post_parent', ctx),
      menu_order: intField(node, 'wp:menu_order', ctx),
      post_type: postType === '' ? undefined : postType,
      post_password: rawText(node, 'wp:post_password'),
    }),
    creator: trimmedText(node, 'dc:creator'),
    isSticky: sticky === undefined ? undefined : sticky === '1',
    attachmentUrl: trimmedText(node, 'wp:attachment_url') || undefined,
    terms: childNodes(node, 'category')
      .map(parseTermRef)
      .filter((t): t is WxrTermRef => t !== undefined),
    meta: metaList(node, 'wp:postmeta'),
    comments: childNodes(node, 'wp:comment').map((c) => parseComment(c, ctx)),
  });
}
