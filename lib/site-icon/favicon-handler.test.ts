import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TestApiServer, serveApi } from '../auth/handlers/test-api-server';
import type { Image } from '../wordpress/types/layout';
import { createFaviconHandler } from './favicon-handler';

const ICO = Buffer.from([0, 0, 1, 0, 1, 0]);
const wordpressIcon: Image = {
  url: 'https://cms.example/icon.png',
  alt: '',
  width: 512,
  height: 512,
};

let server: TestApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

async function serve(siteIcon: () => Promise<Image | null>): Promise<string> {
  server = await serveApi(
    createFaviconHandler({ siteIcon, projectIcon: async () => ICO, revalidateSeconds: () => 60 }),
  );
  return `${server.url}/favicon.ico`;
}

describe('/favicon.ico', () => {
  it("sends browsers to WordPress's icon when it has one", async () => {
    const response = await fetch(await serve(async () => wordpressIcon), { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://cms.example/icon.png');
    expect(response.headers.get('cache-control')).toContain('s-maxage=60');
  });

  it("answers the project's icon when WordPress names none", async () => {
    const response = await fetch(await serve(async () => null));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(ICO);
  });

  it("answers the project's icon uncached while WordPress cannot be asked", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await fetch(
      await serve(async () => {
        throw new Error('WordPress is down');
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(ICO);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const url = await serve(async () => null);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(ICO.length));
    const post = await fetch(url, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});
