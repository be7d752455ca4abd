import type { GetServerSidePropsContext } from 'next';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** What the route does once it has decided to render: stands in for redirects and WordPress. */
const perRequestProps = vi.fn(async () => ({ props: { rendered: true } }));
vi.mock('./per-request-props', () => ({ perRequestProps }));

const { getServerSideProps } = await import('../../pages/~paged/[[...uri]]');

/** The context Next gives the route, `url` being `req.url` as Next hands it over. */
function contextFor(url: string, uri: string[]): GetServerSidePropsContext<{ uri?: string[] }> {
  return {
    req: { url, method: 'GET', headers: {} },
    res: { setHeader: vi.fn() },
    params: { uri },
    query: { q: '2', uri },
    locale: 'en-US',
    defaultLocale: 'en-US',
    resolvedUrl: url,
  } as unknown as GetServerSidePropsContext<{ uri?: string[] }>;
}

describe('pages/~paged (a listing’s later page)', () => {
  beforeEach(() => perRequestProps.mockClear());

  it('is the 404 page when asked for by its own address, before any redirect or WordPress request', async () => {
    for (const [url, uri] of [
      ['/~paged/about/', ['about']],
      ['/~paged/', []],
      ['/~paged/status/', ['status']],
      ['/~paged/category/news/?q=2', ['category', 'news']],
      ['/%7Epaged/about/', ['about']],
    ] as const) {
      expect(await getServerSideProps(contextFor(url, [...uri])), url).toEqual({ notFound: true });
    }
    expect(perRequestProps).not.toHaveBeenCalled();
  });

  it('renders what the ?q= rewrite sends it', async () => {
    for (const [url, uri] of [
      ['/category/news/?q=2', ['category', 'news']],
      ['/?q=2', []],
    ] as const) {
      expect(await getServerSideProps(contextFor(url, [...uri])), url).toEqual({
        props: { rendered: true },
      });
    }
    expect(perRequestProps).toHaveBeenCalledTimes(2);
  });
});
