import type { OutgoingHttpHeaders } from 'node:http';

export interface StoredPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export interface StoredPagesOptions {
  /** How long an answer is served again, in ms. */
  ttlMs: number;
  /** At most this many answers (the oldest go first). */
  maxEntries?: number;
  /** At most this many bytes of bodies in all. */
  maxBytes?: number;
  now?: () => number;
}

interface Entry {
  page: StoredPage;
  expires: number;
}

/** A kept page, and whether it is still within its lifetime. */
export interface FoundPage {
  page: StoredPage;
  fresh: boolean;
}

/**
 * A few seconds' worth of answers, in memory, bounded in count and bytes so that a flood of
 * distinct addresses cannot grow it. Entries all live as long, so the oldest inserted is the
 * first to expire and the first to be dropped when the store is full.
 */
export class StoredPages {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Counts the clears, so that an answer begun before a clear is not stored after it. */
  private clears = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(private readonly options: StoredPagesOptions) {
    this.maxEntries = options.maxEntries ?? 1_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Pass to `set` the value read when the answer was asked for. */
  get generation(): number {
    return this.clears;
  }

  /** The page kept under `key` while it is within its lifetime. */
  get(key: string): StoredPage | undefined {
    const found = this.lookup(key);
    return found?.fresh ? found.page : undefined;
  }

  /**
   * The page kept under `key`, fresh or expired for at most one more lifetime (it may be answered
   * while Next is being asked for it again); an older one is dropped.
   */
  lookup(key: string): FoundPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.expires > now) return { page: entry.page, fresh: true };
    if (entry.expires + this.options.ttlMs > now) return { page: entry.page, fresh: false };
    this.delete(key);
    return undefined;
  }

  /**
   * Keeps `page` under `key`, unless the store was cleared since `generation` was read: Next may
   * have answered from a page that a revalidation has replaced meanwhile.
   */
  set(key: string, page: StoredPage, generation = this.clears): void {
    if (generation !== this.clears || page.body.length > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { page, expires: this.now() + this.options.ttlMs });
    this.bytes += page.body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.clears += 1;
  }

  /** Drops the page kept under `key` (Next no longer answers it from its cache). */
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.page.body.length;
  }
}
