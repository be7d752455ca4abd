import type { NextApiRequest, NextApiResponse } from 'next';
import { describe, expect, it, vi } from 'vitest';

const answered: string[] = [];
vi.mock('./document-handlers', () => ({
  DOCUMENT_HANDLERS: new Proxy(
    {},
    {
      get: (_, kind: string) => async (_req: unknown, res: NextApiResponse, path: string) => {
        answered.push(`${kind} ${path}`);
        res.status(200).end(path);
      },
    },
  ),
}));

const { default: handler } = await import('../../pages/api/site-document');

/** Calls the route as Next does: `url` is `req.url`, `path` the query the rewrite adds. */
async function call(url: string, path: string) {
  const answer = { status: 0, body: '' };
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    setHeader: () => res,
    end(body: string) {
      answer.body = body;
      return res;
    },
  } as unknown as NextApiResponse;
  await handler(
    { url, query: { path }, method: 'GET', headers: {} } as unknown as NextApiRequest,
    res,
  );
  return answer;
}

describe('/api/site-document/ (robots.txt, sitemaps, feeds, icon)', () => {
  it('answers the documents its rewrite sends it', async () => {
    expect(await call('/robots.txt', 'robots.txt')).toEqual({ status: 200, body: 'robots.txt' });
    expect(await call('/category/news/feed.xml', 'category/news/feed.xml')).toEqual({
      status: 200,
      body: 'category/news/feed.xml',
    });
    expect(answered).toEqual(['robots robots.txt', 'archiveFeed category/news/feed.xml']);
  });

  it('answers 404 when asked for by its own address', async () => {
    answered.length = 0;
    for (const url of [
      '/api/site-document/?path=robots.txt',
      '/api/site-document/?path=sitemap.xml',
      '/api/site-document?path=feed.xml',
    ]) {
      const path = new URL(url, 'http://x').searchParams.get('path') ?? '';
      expect(await call(url, path), url).toEqual({ status: 404, body: 'Not found\n' });
    }
    expect(answered).toEqual([]);
  });
});
