import type { ArchiveKind } from '../reshape/archive';
import type { PostListRequest } from './post-list';

export interface ArchivePath {
  kind: ArchiveKind;
  /** The archive's posts by its slug: asked for together with the node, before its id is known. */
  filter: Pick<PostListRequest, 'categoryName' | 'tag' | 'authorName'>;
}

/** WordPress's default bases: `/category/{parents…}/{slug}/`, `/tag/{slug}/`, `/author/{slug}/`. */
const ARCHIVE = /^\/(category|tag|author)\/((?:[^/]+\/)*?)([^/]+)\/$/;

/**
 * The archive a path names, going by WordPress's default permalink bases; null for any other
 * path. Only a guess: the node WordPress answers at the path decides (see content-route).
 */
export function archiveAtPath(uri: string): ArchivePath | null {
  const match = ARCHIVE.exec(uri);
  if (!match) return null;
  const [, base, parents = '', slug = ''] = match;
  if (base === 'category') return { kind: 'category', filter: { categoryName: slug } };
  if (parents !== '') return null;
  return base === 'tag'
    ? { kind: 'tag', filter: { tag: slug } }
    : { kind: 'author', filter: { authorName: slug } };
}
