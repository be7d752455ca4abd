import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningContentService,
  demoSource,
  startContentService,
} from '../../../tests/e2e/support/content-services';
import { createWordPressClient } from '../client/graphql-client';
import { parseSiteEnv } from '../config/site-env';
import type { Backend } from './backend';
import { getStaleContent } from './revalidation';

/** What a change makes stale, looked up in the real content service with the demo content. */
let service: RunningContentService;
let backend: Backend;

beforeAll(async () => {
  service = await startContentService(demoSource);
  const env = parseSiteEnv({ NEXT_PUBLIC_WORDPRESS_URL: service.url });
  backend = { env, now: Date.now, client: createWordPressClient({ endpoint: env.graphqlUrl }) };
});

afterAll(() => service.close());

/** The demo's "Lavanda turns five" (ID 174): News › Company, tagged Community, by the editor. */
const POST = {
  nodeUri: '/news/company/lavanda-turns-five/',
  archiveUris: ['/category/news/company/', '/category/news/', '/tag/community/', '/author/editor/'],
};

describe('getStaleContent on the demo content', () => {
  it("a post by its path: the post, its category and the parent, its tags and its author's archives", async () => {
    const stale = await getStaleContent({ target: { uri: POST.nodeUri }, paths: [] }, backend);
    expect(stale).toEqual({ ...POST, extraUris: [] });
  });

  it('the same post by its WordPress ID, with the paths the caller adds', async () => {
    const stale = await getStaleContent(
      { target: { id: 174, type: 'post' }, paths: ['/category/guides/'] },
      backend,
    );
    expect(stale).toEqual({ ...POST, extraUris: ['/category/guides/'] });
  });

  it('a page by ID; a category by ID', async () => {
    expect(await getStaleContent({ target: { id: 32, type: 'page' }, paths: [] }, backend)).toEqual(
      { nodeUri: '/about/', archiveUris: [], extraUris: [] },
    );
    expect(
      await getStaleContent({ target: { id: 5, type: 'category' }, paths: [] }, backend),
    ).toEqual({ nodeUri: '/category/news/company/', archiveUris: [], extraUris: [] });
  });

  it('a path WordPress no longer has stays stale (it turns into a 404); an unknown ID does not', async () => {
    expect(await getStaleContent({ target: { uri: '/gone/' }, paths: [] }, backend)).toEqual({
      nodeUri: '/gone/',
      archiveUris: [],
      extraUris: [],
    });
    expect(
      await getStaleContent({ target: { id: 999_999, type: 'post' }, paths: [] }, backend),
    ).toEqual({ nodeUri: null, archiveUris: [], extraUris: [] });
  });

  it('a site-wide change names no node', async () => {
    expect(await getStaleContent({ target: null, paths: [] }, backend)).toEqual({
      nodeUri: null,
      archiveUris: [],
      extraUris: [],
    });
  });
});
