import { describe, expect, it } from 'vitest';
import { type StoredPage, StoredPages } from './stored-pages';

const page = (body: string): StoredPage => ({ status: 200, headers: {}, body: Buffer.from(body) });

function clocked(options: { maxEntries?: number; maxBytes?: number } = {}) {
  let now = 1_000;
  const pages = new StoredPages({ ttlMs: 1_000, now: () => now, ...options });
  return { pages, advance: (ms: number) => (now += ms) };
}

describe('StoredPages', () => {
  it('answers a page for its lifetime, then as expired for one more, then no more', () => {
    const { pages, advance } = clocked();
    pages.set('/a/', page('a'));
    advance(999);
    expect(pages.get('/a/')?.body.toString()).toBe('a');
    expect(pages.lookup('/a/')?.fresh).toBe(true);
    advance(1);
    expect(pages.get('/a/')).toBeUndefined();
    expect(pages.lookup('/a/')).toMatchObject({ fresh: false, page: { body: Buffer.from('a') } });
    advance(999);
    expect(pages.lookup('/a/')?.fresh).toBe(false);
    advance(1);
    expect(pages.lookup('/a/')).toBeUndefined();
    expect(pages.size).toBe(0);
  });

  it('drops the oldest pages beyond its count and its bytes', () => {
    const byCount = clocked({ maxEntries: 2 }).pages;
    for (const key of ['a', 'b', 'c']) byCount.set(key, page(key));
    expect([byCount.get('a'), byCount.get('b'), byCount.get('c')].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);

    const byBytes = clocked({ maxBytes: 10 }).pages;
    byBytes.set('a', page('12345'));
    byBytes.set('b', page('123456'));
    expect(byBytes.get('a')).toBeUndefined();
    expect(byBytes.get('b')).toBeDefined();
    byBytes.set('huge', page('12345678901'));
    expect(byBytes.get('huge')).toBeUndefined();
    expect(byBytes.get('b')).toBeDefined();
  });

  it('replacing a page counts its bytes once', () => {
    const { pages } = clocked({ maxBytes: 10 });
    for (let i = 0; i < 5; i++) pages.set('a', page('123456'));
    pages.set('b', page('1234'));
    expect(pages.get('a')).toBeDefined();
    expect(pages.get('b')).toBeDefined();
  });

  it('after a clear, keeps nothing asked for before it', () => {
    const { pages } = clocked();
    pages.set('a', page('a'));
    const before = pages.generation;
    pages.clear();
    expect(pages.get('a')).toBeUndefined();
    pages.set('a', page('old'), before);
    expect(pages.get('a')).toBeUndefined();
    pages.set('a', page('new'), pages.generation);
    expect(pages.get('a')?.body.toString()).toBe('new');
  });
});
