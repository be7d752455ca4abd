import { categoryLabelFromUri } from '../../content/category-label';
import { toPlainText } from '../../html/plain-text';
import type { ContentNodeCardFieldsFragment, MediaFieldsFragment } from '../generated/graphql';
import type { PostCardData, PostData } from '../types/content';
import { type ReshapeContext, richContent, richText } from './context';
import { reshapeImage } from './media';
import { gmtIso } from './post';

/**
 * What ContentNodeFields brings of a node of any content type. A custom post type's own type
 * (`Book`) is not in the reference schema the generated types come from, so it is read through
 * the interfaces WordPress gives every content type.
 */
export interface AnyContentNodeFields {
  __typename: string;
  databaseId?: number;
  uri?: string | null;
  date?: string | null;
  dateGmt?: string | null;
  modifiedGmt?: string | null;
  title?: string | null;
  content?: string | null;
  blockSupportStyles?: string | null;
  excerpt?: string | null;
  featuredImage?: { node: MediaFieldsFragment } | null;
  author?: { node: { name?: string | null } } | null;
  isContentNode?: boolean | null;
}

/**
 * The node as a public custom post type's entry, or null: a content node that is neither a post,
 * a page nor a media item (media have no page on the site: their path shows 'Not Found').
 */
export function asCustomContentNode(node: { __typename: string }): AnyContentNodeFields | null {
  const fields: AnyContentNodeFields = node;
  const custom = fields.isContentNode === true;
  return custom && !['Post', 'Page', 'MediaItem'].includes(node.__typename) ? fields : null;
}

/** A custom post type's entry, shown as a post is (WordPress's single template). */
export function reshapeContentNode(node: AnyContentNodeFields, context: ReshapeContext): PostData {
  const uri = node.uri ?? '/';
  return {
    id: node.databaseId ?? 0,
    title: toPlainText(node.title),
    date: node.date ?? null,
    publishedAt: gmtIso(node.dateGmt),
    modifiedAt: gmtIso(node.modifiedGmt),
    authorName: toPlainText(node.author?.node.name) || null,
    uri,
    categoryLabel: categoryLabelFromUri(uri),
    ...richContent(node.content, context, node.blockSupportStyles),
    passwordProtected: false,
    featuredImage: reshapeImage(node.featuredImage?.node),
    stickyHeader: false,
  };
}

/** A custom post type's entry on a card of its archive. */
export function reshapeContentNodeCard(
  node: ContentNodeCardFieldsFragment,
  context: ReshapeContext,
): PostCardData {
  const excerptHtml = 'excerpt' in node ? richText(node.excerpt, context).trim() : '';
  return {
    id: node.databaseId,
    title: toPlainText(node.title),
    date: node.date,
    uri: node.uri ?? '/',
    categoryName: null,
    excerptHtml: excerptHtml || null,
  };
}
