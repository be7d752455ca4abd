import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningContentService,
  demoSource,
  startContentService,
} from '../../../tests/e2e/support/content-services';
import { createWordPressClient } from '../client/graphql-client';
import { parseSiteEnv } from '../config/site-env';
import type { Backend } from './backend';
import { FEED_SIZE, getArchiveFeed } from './feed';

/** Archive feeds against the content service with the demo content, one request each. */
let service: RunningContentService;
let requests = 0;
let backend: Backend;

beforeAll(async () => {
  service = await startContentService(demoSource);
  const env = parseSiteEnv({
    NEXT_PUBLIC_WORDPRESS_URL: service.url,
    NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
  });
  const countingFetch: typeof fetch = (input, init) => {
    requests += 1;
    return fetch(input, init);
  };
  backend = {
    env,
    now: Date.now,
    client: createWordPressClient({ endpoint: env.graphqlUrl, fetch: countingFetch }),
  };
});

afterAll(() => service.close());

describe('archive feeds', () => {
  it("gives a tag its own feed of the tag's latest posts, as site paths", async () => {
    requests = 0;
    const channel = await getArchiveFeed('tag', 'studio', backend);
    expect(requests).toBe(1);
    expect(channel).toMatchObject({ path: '/tag/studio/', feedPath: '/tag/studio/feed.xml' });
    expect(channel?.title).toMatch(/^Lavanda – /);
    expect(channel?.items).toHaveLength(FEED_SIZE);
    expect(channel?.items.every((item) => /^\/[^/]/.test(item.path))).toBe(true);
  });

  it("gives an author a feed of their own posts only, and the category's feed still works", async () => {
    const jonas = await getArchiveFeed('author', 'jonas', backend);
    expect(jonas).toMatchObject({ title: 'Lavanda – Jonas Feld', path: '/author/jonas/' });
    expect(jonas?.items.length).toBeGreaterThan(0);
    expect(jonas?.items.every((item) => item.author === 'Jonas Feld')).toBe(true);
    const company = await getArchiveFeed('category', 'news/company', backend);
    expect(company?.path).toBe('/category/news/company/');
  });

  it('has no feed for an unknown archive, a wrong path, or a slug WordPress cannot have', async () => {
    expect(await getArchiveFeed('tag', 'no-such-tag', backend)).toBeNull();
    expect(await getArchiveFeed('author', 'nobody', backend)).toBeNull();
    // A tag's slug under the author base is not that tag's address.
    expect(await getArchiveFeed('author', 'studio', backend)).toBeNull();
    expect(await getArchiveFeed('tag', 'parent/studio', backend)).toBeNull();
    requests = 0;
    expect(await getArchiveFeed('tag', '<script>', backend)).toBeNull();
    expect(requests).toBe(0);
  });
});
