import {
  RevalidationCategoryByIdDocument,
  RevalidationContentNodeByIdDocument,
  type RevalidationNodeByUriQuery,
  RevalidationNodeByUriDocument,
} from '../generated/graphql';
import type { RevalidateRequest } from '../../revalidation/revalidate-request';
import type { StaleContent } from '../../revalidation/revalidation-paths';
import { type Backend, defaultBackend } from './backend';

type Answer = RevalidationNodeByUriQuery['node'];

/**
 * The archives that list a post: its categories and their parents, its tags and its author.
 * WordPress gives URIs relative to its home; an archive here has the same path.
 */
export function archiveUris(node: Answer): string[] {
  if (node?.__typename !== 'Post') return [];
  const categories = (node.categories?.nodes ?? []).flatMap((category) => [
    category.uri,
    ...(category.ancestors?.nodes ?? []).map((parent) => parent.uri),
  ]);
  const tags = (node.tags?.nodes ?? []).map((tag) => tag.uri);
  return [...categories, ...tags, node.author?.node.uri].filter(
    (uri): uri is string => typeof uri === 'string' && uri !== '',
  );
}

/**
 * What a change reported by WordPress makes stale: the node's page and the archives that list
 * it (one request). A node WordPress no longer shows (deleted, unpublished) leaves its own path,
 * when the caller gave it, so that the page turns into a 404.
 */
export async function getStaleContent(
  { target, paths }: RevalidateRequest,
  backend: Backend = defaultBackend(),
): Promise<StaleContent> {
  let node: Answer = null;
  if (target && 'uri' in target) {
    node = (await backend.client(RevalidationNodeByUriDocument, { uri: target.uri })).node;
  } else if (target?.type === 'category') {
    node = (await backend.client(RevalidationCategoryByIdDocument, { id: String(target.id) })).node;
  } else if (target) {
    const { id } = target;
    node = (await backend.client(RevalidationContentNodeByIdDocument, { id: String(id) })).node;
  }
  const fallback = target && 'uri' in target ? target.uri : null;
  return { nodeUri: node?.uri ?? fallback, archiveUris: archiveUris(node), extraUris: paths };
}
