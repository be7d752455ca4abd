import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { type RunningSite, startSite } from './support/next-servers';

/**
 * The image optimiser fetches from WordPress's host only (next.config's remote patterns). A
 * WordPress that answers an image with a redirect to another host must not make it fetch there:
 * the redirect is refused, and the other host never hears from the site.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let wordpress: Server;
let elsewhere: Server;
const elsewhereHits: string[] = [];
let site: RunningSite;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  elsewhere = createServer((req, res) => {
    elsewhereHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  const elsewhereUrl = await listen(elsewhere);
  wordpress = createServer((req, res) => {
    if (req.url === '/wp-content/uploads/real.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    } else if (req.url === '/wp-content/uploads/moved.png') {
      res.writeHead(302, { location: `${elsewhereUrl}/internal-secret.png` }).end();
    } else {
      res.writeHead(404).end();
    }
  });
  site = await startSite('image-redirects', await listen(wordpress));
});

test.afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => wordpress?.close(resolve));
  await new Promise((resolve) => elsewhere?.close(resolve));
});

const optimised = (src: string) =>
  `${site.url}/_next/image/?url=${encodeURIComponent(src)}&w=640&q=75`;

test("optimises WordPress's own images, and refuses WordPress's redirects to another host", async ({
  request,
}) => {
  const real = await request.get(optimised(`${wordpressBase()}/wp-content/uploads/real.png`));
  expect(real.status()).toBe(200);
  expect(real.headers()['content-type']).toMatch(/^image\//);

  const moved = await request.get(optimised(`${wordpressBase()}/wp-content/uploads/moved.png`));
  expect(moved.status()).not.toBe(200);
  expect(elsewhereHits).toEqual([]);
});

function wordpressBase(): string {
  return `http://127.0.0.1:${(wordpress.address() as AddressInfo).port}`;
}
