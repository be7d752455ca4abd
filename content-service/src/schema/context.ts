import type { Store } from '../store/open-store';

/** The signed-in user a request acts as (from a FaustWP access token), or null for anonymous. */
export interface Viewer {
  id: number;
  login: string;
  roles: string[];
}

/** Per-request state shared by every resolver. */
export interface RequestContext {
  db: Store;
  viewer: Viewer | null;
  /** Memoised per-request loaders (see loaders.ts) so one query does not re-read a row. */
  cache: Map<string, unknown>;
}

export function createContext(db: Store, viewer: Viewer | null = null): RequestContext {
  return { db, viewer, cache: new Map() };
}
