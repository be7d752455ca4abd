import {
  type GraphQLInputField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
} from 'graphql';
import type { SampleData } from './sample-data';

/**
 * A value from the data for one `where` argument of one root connection, as a JSON variable.
 * `undefined` leaves the argument out of the corpus (cache tuning flags that change nothing).
 */
export function whereValue(connection: string, arg: GraphQLInputField, data: SampleData): unknown {
  const raw = rawValue(connection, arg, data);
  return raw === undefined ? undefined : fitToType(arg.type, raw);
}

/** Node ids of the kind the connection lists (pages' ids for `pages`, …). */
function idsFor(connection: string, data: SampleData): number[] {
  if (connection === 'pages') return data.pageIds;
  if (connection === 'mediaItems') return data.mediaIds;
  if (connection === 'categories' || connection === 'terms') return data.categoryIds;
  if (connection === 'tags') return data.tagIds;
  if (connection === 'comments') return data.commentIds;
  if (connection === 'users') return data.userIds;
  if (connection === 'menus') return data.menuIds;
  if (connection === 'menuItems') return data.menuItemIds;
  return data.postIds;
}

function slugsFor(connection: string, data: SampleData): string[] {
  if (connection === 'mediaItems') return data.mediaSlugs;
  if (connection === 'tags') return data.tagSlugs;
  if (connection === 'users') return data.userSlugs;
  if (connection === 'menus') return data.menuSlugs;
  if (connection === 'pages') return ['about', 'level-1'];
  if (['categories', 'terms', 'postFormats'].includes(connection)) return data.categorySlugs;
  return data.postSlugs;
}

const IGNORED = new Set(['cacheDomain', 'updateTermMetaCache', 'padCounts']);

function rawValue(connection: string, arg: GraphQLInputField, data: SampleData): unknown {
  const ids = idsFor(connection, data);
  const slugs = slugsFor(connection, data);
  const author = data.userIds[data.userIds.length - 1]!;
  const authorSlug = data.userSlugs[data.userSlugs.length - 1]!;
  if (IGNORED.has(arg.name)) return undefined;
  switch (arg.name) {
    case 'author':
    case 'userId':
      return author;
    case 'authorIn':
    case 'authorNotIn':
    case 'contentAuthor':
    case 'contentAuthorIn':
    case 'contentAuthorNotIn':
      return [author];
    case 'authorName':
      return authorSlug;
    case 'categoryId':
      return data.categoryIds[0];
    case 'categoryIn':
    case 'categoryNotIn':
      return data.categoryIds.slice(0, 1);
    case 'categoryName':
      return data.categorySlugs[0];
    case 'tag':
      return data.tagSlugs[0];
    case 'tagId':
      return String(data.tagIds[0]);
    case 'tagIn':
    case 'tagNotIn':
      return data.tagIds.slice(0, 1);
    case 'tagSlugAnd':
    case 'tagSlugIn':
      return data.tagSlugs.slice(0, 2);
    case 'dateQuery':
      return { year: 2013 };
    case 'hasPassword':
    case 'isSticky':
    case 'childless':
    case 'hideEmpty':
    case 'hierarchical':
    case 'includeUnapproved':
      return true;
    case 'id':
      if (connection === 'menuItems') return data.menuItemIds[1];
      return ids[1];
    case 'in':
    case 'notIn':
    case 'include':
    case 'exclude':
    case 'commentIn':
    case 'commentNotIn':
    case 'termTaxonomId':
    case 'termTaxonomyId':
      return ids.slice(0, 2);
    case 'excludeTree':
      return [data.parentCategoryId];
    case 'name':
      if (['categories', 'terms', 'tags', 'postFormats'].includes(connection))
        return data.categoryNames.slice(0, 1);
      return slugs[0];
    case 'nameIn':
      return slugs.slice(0, 2);
    case 'slug':
      return slugs.slice(0, 1);
    case 'nameLike':
    case 'descriptionLike':
      return 'an';
    case 'search':
      return connection === 'users' ? 'theme' : 'test';
    case 'title':
      return data.postTitle;
    case 'parent':
      if (connection === 'comments') return data.parentCommentId;
      if (['categories', 'terms'].includes(connection)) return data.parentCategoryId;
      if (connection === 'tags' || connection === 'postFormats') return 0;
      return data.pageParentIds[0];
    case 'childOf':
      return data.parentCategoryId;
    case 'parentIn':
    case 'parentNotIn':
      if (connection === 'comments') return [data.parentCommentId];
      return data.pageParentIds.slice(0, 2);
    case 'objectIds':
      return data.postIds.slice(0, 2);
    case 'offsetPagination':
      return { offset: 2, size: 3 };
    case 'password':
      return 'enter';
    case 'mimeType':
      return 'IMAGE_JPEG';
    case 'stati':
    case 'contentStatus':
      return ['PUBLISH'];
    case 'status':
      if (connection === 'comments') return 'approve';
      if (connection === 'plugins') return 'ACTIVE';
      return 'PUBLISH';
    case 'statusIn':
      return ['approve'];
    case 'contentTypes':
      return ['POST', 'PAGE'];
    case 'contentType':
      return ['POST'];
    case 'contentId':
      return data.commentedPostId;
    case 'contentIdIn':
    case 'contentIdNotIn':
      return [data.commentedPostId];
    case 'contentName':
      return 'comment-test';
    case 'contentParent':
      return 0;
    case 'commentType':
    case 'commentTypeIn':
    case 'commentTypeNotIn':
      return 'comment';
    case 'karma':
      return 0;
    case 'authorEmail':
      return 'admin@example.com';
    case 'authorUrl':
      return 'https://wpthemetestdata.wordpress.com/';
    case 'location':
      return 'HEADER_MENU';
    case 'parentDatabaseId':
      return data.parentMenuItemId;
    case 'parentId':
      return data.parentMenuItemGlobalId;
    case 'login':
    case 'nicename':
      return authorSlug;
    case 'loginIn':
    case 'loginNotIn':
    case 'nicenameIn':
    case 'nicenameNotIn':
      return data.userSlugs.slice(0, 2);
    case 'hasPublishedPosts':
      return ['POST'];
    case 'role':
      return 'ADMINISTRATOR';
    case 'roleIn':
    case 'roleNotIn':
      return ['ADMINISTRATOR'];
    case 'searchColumns':
      return ['LOGIN'];
    case 'taxonomies':
      return ['TAG'];
    case 'handlesIn':
      return ['jquery'];
    case 'template':
      return undefined;
    default:
      return defaultFor(arg.type);
  }
}

/** Booleans true and enums their first value: every argument is tried at least once. */
function defaultFor(type: GraphQLInputType): unknown {
  const named = getNamedType(type);
  if (named.name === 'Boolean') return true;
  if (isEnumType(named)) return named.getValues()[0]!.name;
  return undefined;
}

/**
 * A scalar where the argument is a list becomes a one-element list, and the other way round. A
 * list of enum values drops those the enum lacks when some remain (a post format's content types
 * are POST alone); a list with none the enum has stays, as a validation case.
 */
function fitToType(type: GraphQLInputType, value: unknown): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  const named = getNamedType(type);
  if (isListType(inner)) {
    if (!Array.isArray(value)) return [value];
    const known = isEnumType(named)
      ? value.filter((v) => typeof v !== 'string' || named.getValue(v))
      : value;
    return known.length > 0 ? known : value;
  }
  return Array.isArray(value) ? value[0] : value;
}
