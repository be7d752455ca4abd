import { createContext } from '../schema/context';
import { postById } from '../schema/model/loaders';
import { postUri, termAncestry, termUri } from '../schema/model/permalinks';
import type { Store } from '../store/open-store';

/** The site's POST /api/revalidate/ body (docs/revalidation.md). */
export interface RevalidationBody {
  uri?: string;
  paths?: string[];
}

/** A path the site serves (a draft's `/?p=12` is not one). */
const isSitePath = (uri: string | null): uri is string => uri !== null && !uri.includes('?');

/** The post's public path now (a fresh context: nothing remembered from before an edit). */
export function publicPostUri(db: Store, id: number): string | null {
  const ctx = createContext(db);
  const row = postById(ctx, id);
  const uri = row ? postUri(ctx, row) : null;
  return isSitePath(uri) ? uri : null;
}

/** Archives listing the post: its categories and their parents. */
function categoryArchives(db: Store, id: number): string[] {
  const ctx = createContext(db);
  const termIds = db
    .prepare(
      `SELECT tt.term_id FROM term_relationships tr
       JOIN term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
       WHERE tr.object_id = ? AND tt.taxonomy = 'category'`,
    )
    .pluck()
    .all(id) as number[];
  const uris = termIds.flatMap((termId) =>
    termAncestry(ctx, termId).map((term) => termUri(ctx, term)),
  );
  return [...new Set(uris)].filter(isSitePath);
}

/**
 * What to tell the site after a post changed. The path it had before the edit counts too: a post
 * taken down (draft, trash) is invisible to the site's lookup, yet its page and archives are
 * stale, so they are named here rather than left for the site to find.
 */
export function postRevalidationBody(
  db: Store,
  id: number,
  uriBefore: string | null,
): RevalidationBody {
  const uri = publicPostUri(db, id) ?? uriBefore;
  const paths = categoryArchives(db, id);
  return { ...(uri ? { uri } : {}), ...(paths.length > 0 ? { paths } : {}) };
}
