/**
 * Values the generated corpus draws from the data (ids, slugs, cursors), read once from a
 * WordPress in the reference state so that every `where` argument selects something real.
 */
export interface SampleData {
  postIds: number[];
  postSlugs: string[];
  postTitle: string;
  postCursors: string[];
  pageIds: number[];
  pageParentIds: number[];
  pageUris: string[];
  mediaIds: number[];
  mediaSlugs: string[];
  categoryIds: number[];
  categorySlugs: string[];
  categoryNames: string[];
  parentCategoryId: number;
  tagIds: number[];
  tagSlugs: string[];
  userIds: number[];
  userSlugs: string[];
  commentIds: number[];
  commentedPostId: number;
  parentCommentId: number;
  menuIds: number[];
  menuSlugs: string[];
  menuItemIds: number[];
  parentMenuItemId: number;
  parentMenuItemGlobalId: string;
  postGlobalId: string;
  categoryGlobalId: string;
  userGlobalId: string;
  postUri: string;
  categoryUri: string;
  tagUri: string;
  userUri: string;
  mediaUri: string;
  termCursors: string[];
  /** The post format with the most posts. */
  postFormatSlug: string;
}

const QUERY = `{
  posts(first: 100) { edges { cursor node { databaseId slug title id uri } } }
  pages(first: 100) { nodes { databaseId uri parentDatabaseId } }
  mediaItems(first: 10) { nodes { databaseId slug uri } }
  categories(first: 100) { edges { cursor node { databaseId slug name id uri count parentDatabaseId } } }
  tags(first: 100) { nodes { databaseId slug uri count } }
  users { nodes { databaseId slug id uri } }
  comments(first: 100) { nodes { databaseId parentDatabaseId commentedOn { node { databaseId } } } }
  menus { nodes { databaseId slug } }
  menuItems(first: 100) { nodes { id databaseId parentDatabaseId } }
  postFormats(first: 100) { nodes { slug count } }
}`;

interface Row {
  [key: string]: unknown;
}

export async function readSampleData(wordpressUrl: string): Promise<SampleData> {
  const response = await fetch(`${wordpressUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: QUERY }),
  });
  const { data, errors } = (await response.json()) as {
    data: Record<string, Row>;
    errors?: unknown;
  };
  if (errors) throw new Error(`sample query failed: ${JSON.stringify(errors)}`);
  const nodes = (key: string): Row[] => (data[key]!.nodes ?? []) as Row[];
  const edges = (key: string): Row[] => data[key]!.edges as Row[];
  const posts = edges('posts').map((edge) => edge.node as Row);
  const pages = nodes('pages');
  const categories = edges('categories').map((edge) => edge.node as Row);
  const usedCategories = categories.filter((category) => (category.count as number) > 0);
  const tags = nodes('tags').filter((tag) => (tag.count as number) > 0);
  const users = nodes('users');
  const comments = nodes('comments');
  const menuItems = nodes('menuItems');
  const parentItem = menuItems.find((item) =>
    menuItems.some((child) => child.parentDatabaseId === item.databaseId),
  )!;
  const commentedOn = (comment: Row) =>
    ((comment.commentedOn as Row).node as Row).databaseId as number;
  const parentPageIds = [...new Set(pages.map((page) => page.parentDatabaseId as number))].filter(
    (id) => id > 0,
  );
  const ids = (rows: Row[]) => rows.map((row) => row.databaseId as number);
  const slugs = (rows: Row[]) => rows.map((row) => row.slug as string);
  const parentCategory = categories.find((category) =>
    categories.some((child) => child.parentDatabaseId === category.databaseId),
  )!;
  const replyComment = comments.find((comment) => (comment.parentDatabaseId as number) > 0)!;
  return {
    postIds: ids(posts).slice(0, 6),
    postSlugs: slugs(posts).slice(0, 3),
    postTitle: posts[0]!.title as string,
    postCursors: edges('posts').map((edge) => edge.cursor as string),
    pageIds: ids(pages).slice(0, 6),
    pageParentIds: parentPageIds,
    pageUris: pages.map((page) => page.uri as string),
    mediaIds: ids(nodes('mediaItems')).slice(0, 4),
    mediaSlugs: slugs(nodes('mediaItems')).slice(0, 2),
    categoryIds: ids(usedCategories).slice(0, 3),
    categorySlugs: slugs(usedCategories).slice(0, 3),
    categoryNames: usedCategories.map((category) => category.name as string).slice(0, 2),
    parentCategoryId: parentCategory.databaseId as number,
    tagIds: ids(tags).slice(0, 3),
    tagSlugs: slugs(tags).slice(0, 3),
    userIds: ids(users),
    userSlugs: slugs(users),
    commentIds: ids(comments).slice(0, 4),
    commentedPostId: commentedOn(replyComment),
    parentCommentId: replyComment.parentDatabaseId as number,
    menuIds: ids(nodes('menus')),
    menuSlugs: slugs(nodes('menus')),
    menuItemIds: ids(menuItems).slice(0, 4),
    parentMenuItemId: parentItem.databaseId as number,
    parentMenuItemGlobalId: parentItem.id as string,
    postGlobalId: posts[0]!.id as string,
    categoryGlobalId: categories[0]!.id as string,
    userGlobalId: users[users.length - 1]!.id as string,
    postUri: posts[0]!.uri as string,
    categoryUri: usedCategories[0]!.uri as string,
    tagUri: nodes('tags')[0]!.uri as string,
    userUri: users[users.length - 1]!.uri as string,
    mediaUri: nodes('mediaItems')[0]!.uri as string,
    termCursors: edges('categories').map((edge) => edge.cursor as string),
    postFormatSlug: nodes('postFormats').reduce((most, format) =>
      ((format.count as number) ?? 0) > ((most.count as number) ?? 0) ? format : most,
    ).slug as string,
  };
}
