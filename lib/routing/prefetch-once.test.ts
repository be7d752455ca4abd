import type { NextRouter } from 'next/router';
import { describe, expect, it, vi } from 'vitest';
import { prefetchOnce } from './prefetch-once';

const fakePrefetch = () => vi.fn<NextRouter['prefetch']>(async () => undefined);

describe('prefetchOnce', () => {
  it('asks for each address once per locale', async () => {
    const prefetch = fakePrefetch();
    const once = prefetchOnce(prefetch, 'en-US', new Set());
    await once('/about/');
    await once('/about/', '/about/');
    await once('/about/', undefined, { locale: 'de-DE' });
    await once('/news/');
    expect(prefetch.mock.calls.map(([url, , options]) => [url, options?.locale])).toEqual([
      ['/about/', undefined],
      ['/about/', 'de-DE'],
      ['/news/', undefined],
    ]);
  });

  it('does not ask again for an address whose prefetch failed (a 404), nor throw', async () => {
    const prefetch = vi.fn<NextRouter['prefetch']>(async () => {
      throw new Error('Failed to load static props');
    });
    const once = prefetchOnce(prefetch, 'en-US', new Set());
    await expect(once('/contact/')).resolves.toBeUndefined();
    await expect(once('/contact/')).resolves.toBeUndefined();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it("asks at normal priority, whatever next/link's hover asks", async () => {
    const prefetch = fakePrefetch();
    await prefetchOnce(prefetch, 'en-US', new Set())('/about/', '/about/', { priority: true });
    expect(prefetch).toHaveBeenCalledWith('/about/', '/about/', { priority: false });
  });

  it('keeps what it asked for in the set it is given (one per visit)', async () => {
    const prefetch = fakePrefetch();
    const asked = new Set<string>();
    await prefetchOnce(prefetch, 'en-US', asked)('/about/');
    await prefetchOnce(prefetch, 'en-US', asked)('/about/');
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
