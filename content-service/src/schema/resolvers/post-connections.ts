import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import { readablePost } from './content-node';
import { paginate, type ConnectionArgs } from '../model/paginate';
import { listPostIds, type PostFilter } from '../model/post-queries';
import { termByName, termBySlug, withDescendants } from '../model/term-queries';
import type { PostRow } from '../model/rows';
import type { DateQuery } from '../model/date-query';
import { mimeTypeOfEnum } from '../model/mime-types';
import { templateOfEnum } from '../model/templates';

type Ids = (string | number | null)[] | null;

interface PostWhere {
  author?: number | null;
  authorIn?: Ids;
  authorNotIn?: Ids;
  tagIn?: Ids;
  tagNotIn?: Ids;
  tagSlugIn?: (string | null)[] | null;
  tagSlugAnd?: (string | null)[] | null;
  hasPassword?: boolean | null;
  password?: string | null;
  mimeType?: string | null;
  template?: string | null;
  dateQuery?: DateQuery | null;
  authorName?: string | null;
  categoryId?: number | null;
  categoryIn?: (string | number)[] | null;
  categoryName?: string | null;
  categoryNotIn?: (string | number)[] | null;
  tag?: string | null;
  tagId?: string | null;
  search?: string | null;
  status?: string | null;
  stati?: (string | null)[] | null;
  parent?: string | number | null;
  id?: number | null;
  parentIn?: (string | number | null)[] | null;
  parentNotIn?: (string | number | null)[] | null;
  nameIn?: (string | null)[] | null;
  in?: (string | number)[] | null;
  notIn?: (string | number)[] | null;
  name?: string | null;
  title?: string | null;
  orderby?: ({ field: string; order?: string | null } | null)[] | null;
  contentTypes?: (string | null)[] | null;
  isSticky?: boolean | null;
}

const numbers = (list: Ids | undefined) => list?.filter((v) => v != null).map(Number);

const enumToStatus = (s: string) => s.toLowerCase().replace(/_/g, '-');

/** Turns WPGraphQL's `where` arguments into a store filter. */
export function postFilter(
  ctx: RequestContext,
  types: string[],
  where: PostWhere | null | undefined,
): PostFilter {
  const f: PostFilter = { types };
  if (!where) return f;
  const categories: number[] = [];
  let hasCategory = false;
  if (where.categoryId != null) {
    hasCategory = true;
    categories.push(Number(where.categoryId));
  }
  if (where.categoryIn) {
    hasCategory = true;
    categories.push(...where.categoryIn.map(Number));
  }
  if (where.categoryName != null) {
    hasCategory = true;
    const term = termBySlug(ctx, 'category', where.categoryName);
    if (term) categories.push(term.term_id);
  }
  if (hasCategory) f.categoryIds = withDescendants(ctx, 'category', categories);
  if (where.tag != null) {
    const term = termBySlug(ctx, 'post_tag', where.tag) ?? termByName(ctx, 'post_tag', where.tag);
    f.tagIds = term ? [term.term_id] : [];
  }
  if (where.tagId != null) f.tagIds = [Number(where.tagId)];
  const tagIn = numbers(where.tagIn);
  if (tagIn?.length) f.tagIds = tagIn;
  const slugIds = (slugs: (string | null)[] | null | undefined) =>
    (slugs ?? [])
      .filter((slug): slug is string => !!slug)
      .map((slug) => termBySlug(ctx, 'post_tag', slug)?.term_id ?? 0);
  // tag_slug__in: any of the tags; tag_slug__and: all of them (an unknown slug finds nothing).
  if (where.tagSlugIn?.length) f.tagIds = slugIds(where.tagSlugIn);
  if (where.tagSlugAnd?.length) f.allTagIds = slugIds(where.tagSlugAnd);
  const tagNotIn = numbers(where.tagNotIn);
  if (tagNotIn?.length) f.notInTagIds = tagNotIn;
  const authorIn = numbers(where.authorIn);
  if (authorIn?.length) f.authorIn = authorIn;
  const authorNotIn = numbers(where.authorNotIn);
  if (authorNotIn?.length) f.authorNotIn = authorNotIn;
  if (where.hasPassword != null) f.hasPassword = where.hasPassword;
  if (where.password != null) f.password = where.password;
  if (where.mimeType != null) f.mimeTypes = [mimeTypeOfEnum(where.mimeType) ?? where.mimeType];
  if (where.dateQuery) f.dateQuery = where.dateQuery;
  if (where.template != null) f.template = templateOfEnum(where.template);
  if (where.author != null) f.authorId = Number(where.author);
  if (where.authorName != null) {
    // WP_Query's author_name: the user's nicename (their archive's slug); no such user, no posts.
    const id = prepared(ctx.db, 'SELECT ID FROM users WHERE user_nicename = ?')
      .pluck()
      .get(where.authorName) as number | undefined;
    f.authorId = id ?? -1;
  }
  if (where.search) f.search = where.search;
  if (where.isSticky != null) f.sticky = where.isSticky;
  const statuses = [where.status, ...(where.stati ?? [])].filter((s): s is string => !!s);
  if (statuses.length) f.statuses = statuses.map(enumToStatus);
  if (where.parent != null) f.parent = Number(where.parent);
  // WP_Query's post_parent__in / __not_in and post_name__in (an empty list filters nothing).
  const parentIn = numbers(where.parentIn);
  if (parentIn?.length) f.parentIn = parentIn;
  const parentNotIn = numbers(where.parentNotIn);
  if (parentNotIn?.length) f.parentNotIn = parentNotIn;
  const nameIn = where.nameIn?.filter((v): v is string => v != null);
  if (nameIn?.length) f.nameIn = nameIn;
  if (where.in) f.ids = where.in.map(Number);
  // WP_Query's `p` (one post by id) and category__not_in (posts in none of them).
  if (where.id != null) f.ids = [Number(where.id)];
  if (where.categoryNotIn?.length) f.notInCategoryIds = where.categoryNotIn.map(Number);
  if (where.notIn) f.notIn = where.notIn.map(Number);
  if (where.name != null) f.name = where.name;
  if ((where.id != null && Number(where.id) > 0) || where.name) f.singular = true;
  if (where.title != null) f.title = where.title;
  if (where.contentTypes?.length) {
    f.types = where.contentTypes.filter((t): t is string => !!t).map((t) => t.toLowerCase());
  }
  const orderby = (where.orderby ?? []).filter((o): o is { field: string; order?: string } => !!o);
  if (orderby.length) {
    f.orderby = orderby.map((o) => ({ field: o.field, order: o.order === 'ASC' ? 'ASC' : 'DESC' }));
  }
  return f;
}

export function postConnection(
  ctx: RequestContext,
  types: string[],
  args: ConnectionArgs & { where?: PostWhere | null },
  extra: Partial<PostFilter> = {},
) {
  const ids = listPostIds(ctx, { ...postFilter(ctx, types, args.where), ...extra });
  return paginate(ids, args, (id) => readablePost(ctx, id) ?? undefined);
}

export type { PostRow };
