import type { AuthOptions } from '../auth/auth-options';
import type { Store } from '../store/open-store';
import { newGlobalQuery, type GlobalQuery } from './model/global-query';

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
  /**
   * WordPress's global WP_Query as the nodes resolved so far left it (WPGraphQL's models set it
   * up field by field); `templates` and `conditionalTags` read it (model/global-query.ts).
   */
  globalQuery: GlobalQuery;
  /**
   * Runs a step of the execution taken outside a resolver in order with the resolvers (the
   * execution budget may hold resolvers for a later slice); at once when absent.
   */
  sequence?: (step: () => void) => void;
  /** The request's path and query ($_SERVER['REQUEST_URI']); content links are built on it. */
  requestUri?: string;
  /** The clock (current_time() and the calendar block read it); defaults to the system's. */
  now?: () => Date;
  /** Clock and lifetimes of sign-in codes and tokens; the environment's when absent. */
  auth?: AuthOptions;
}

export interface ContextOptions {
  requestUri?: string;
  now?: () => Date;
  auth?: AuthOptions;
}

export function createContext(
  db: Store,
  viewer: Viewer | null = null,
  options: ContextOptions = {},
): RequestContext {
  return { db, viewer, cache: new Map(), globalQuery: newGlobalQuery(), ...options };
}
