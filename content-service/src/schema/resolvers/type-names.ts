import type { ContentTypeModel, PostRow, TermRow, UserRow } from '../model/rows';

const POST_TYPE_NAMES: Record<string, string> = {
  post: 'Post',
  page: 'Page',
  attachment: 'MediaItem',
  nav_menu_item: 'MenuItem',
};

const TAXONOMY_NAMES: Record<string, string> = {
  category: 'Category',
  post_tag: 'Tag',
  post_format: 'PostFormat',
  nav_menu: 'Menu',
};

/** The GraphQL type of a store row; every interface and union resolves its members with it. */
export function typeNameOf(source: unknown): string | undefined {
  if (!source || typeof source !== 'object') return undefined;
  if ('kind' in source && (source as ContentTypeModel).kind === 'contentType') return 'ContentType';
  if ('kind' in source && (source as { kind: unknown }).kind === 'commentAuthor')
    return 'CommentAuthor';
  if ('comment_ID' in source) return 'Comment';
  if ('post_type' in source) {
    const row = source as PostRow;
    // A revision or autosave answers as its parent's type (WPGraphQL's preview nodes).
    const type =
      row.post_type === 'revision' ? (row.previewOf?.post_type ?? 'post') : row.post_type;
    return POST_TYPE_NAMES[type];
  }
  if ('taxonomy' in source) return TAXONOMY_NAMES[(source as TermRow).taxonomy];
  if ('user_login' in source && (source as UserRow).ID !== undefined) return 'User';
  return undefined;
}
