import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GetStaticPropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningContentService,
  demoSource,
  startContentService,
} from '../../tests/e2e/support/content-services';

/**
 * What the content route's getStaticProps does when WordPress fails. Next keeps serving the last
 * good page when a regeneration throws, but caches whatever is returned: so a failing backend
 * must throw, and only a path WordPress really does not have may give `notFound`.
 */
type Mode = 'up' | 'down' | 'http-error' | 'graphql-error';
let mode: Mode = 'up';
let service: RunningContentService;
let front: Server;

/** WordPress as the site sees it: the demo content service, or that service failing. */
async function startFront(): Promise<string> {
  front = createServer((req, res) => {
    if (mode === 'down') return void req.socket.destroy();
    if (mode === 'http-error') return void res.writeHead(502).end('Bad Gateway');
    if (mode === 'graphql-error') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end('{"errors":[{"message":"Internal server error"}],"data":{"node":null}}');
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void fetch(`${service.url}${req.url}`, {
        method: req.method,
        headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
        body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
      }).then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(await answer.text());
      });
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
}

type Page = typeof import('../../pages/[[...uri]]');
let getStaticProps: Page['getStaticProps'];

beforeAll(async () => {
  service = await startContentService(demoSource);
  process.env.NEXT_PUBLIC_WORDPRESS_URL = await startFront();
  process.env.REVALIDATE_SECONDS = '30';
  ({ getStaticProps } = await import('../../pages/[[...uri]]'));
});

afterAll(async () => {
  await new Promise((resolve) => front.close(resolve));
  await service.close();
});

const render = (uri: string[]) =>
  getStaticProps({ params: { uri } } as GetStaticPropsContext<{ uri?: string[] }>);

describe('the content route when WordPress fails', () => {
  it('renders a post, and a genuine 404 for a path WordPress does not have', async () => {
    mode = 'up';
    const post = await render(['news', 'company', 'lavanda-turns-five']);
    expect(post).toMatchObject({ revalidate: 30, props: { view: { kind: 'post' } } });
    expect(await render(['no-such-page'])).toEqual({ notFound: true, revalidate: 30 });
  });

  // Network failures and 5xx are retried (1 s, 2 s apart) before the render gives up.
  it.each<[Mode, RegExp]>([
    ['down', /^\[Network\] /],
    ['http-error', /^Bad Gateway$/],
  ])('throws when WordPress is %s (Next keeps the last good page)', async (failure, message) => {
    mode = failure;
    await expect(render(['news', 'company', 'lavanda-turns-five'])).rejects.toThrow(message);
    mode = 'up';
  });

  it('throws on a GraphQL error, even where the answer says there is no node', async () => {
    mode = 'graphql-error';
    const message = '[GraphQL] Internal server error';
    await expect(render(['news', 'company', 'lavanda-turns-five'])).rejects.toThrow(message);
    await expect(render(['no-such-page'])).rejects.toThrow(message);
    await expect(render([])).rejects.toThrow(message);
    mode = 'up';
  });

  it('renders again once WordPress is back', async () => {
    mode = 'up';
    expect(await render(['news', 'company', 'lavanda-turns-five'])).toMatchObject({
      props: { view: { kind: 'post' } },
    });
  });
});
