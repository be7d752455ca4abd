// Types of cache-handler.mjs (plain JavaScript, which Next imports at run time) for its tests.
export interface CachedEntry {
  lastModified: number;
  lifespan?: { revalidate?: number | false } | null;
  cacheControl?: { revalidate: number };
  [field: string]: unknown;
}

export interface EntryHandler {
  name: string;
  get(key: string, meta: unknown): Promise<CachedEntry | null>;
  set(key: string, entry: CachedEntry, ctx?: unknown): Promise<void>;
  [method: string]: unknown;
}

export function withLocalCopy(shared: EntryHandler, local: EntryHandler): EntryHandler;
export function withStoredLifetime<T extends CachedEntry | null>(entry: T): T;

declare class SiteCacheHandler {
  constructor(context: unknown);
  get(key: string, ctx?: unknown): Promise<CachedEntry | null>;
}
export default SiteCacheHandler;
