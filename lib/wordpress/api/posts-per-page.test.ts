import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSiteEnv } from '../config/site-env';
import type { Backend } from './backend';
import {
  forgetPostsPerPage,
  getPostsPerPage,
  pageSizeFrom,
  rememberPostsPerPage,
} from './posts-per-page';

afterEach(forgetPostsPerPage);

describe('pageSizeFrom', () => {
  it("uses WordPress's setting within 1 to 100, 10 when unusable", () => {
    expect(pageSizeFrom(6)).toBe(6);
    expect(pageSizeFrom(500)).toBe(100);
    expect(pageSizeFrom(0)).toBe(10);
    expect(pageSizeFrom(null)).toBe(10);
  });
});

describe('getPostsPerPage', () => {
  it('remembers the setting for the revalidation period', async () => {
    let now = 0;
    const client = vi.fn(async () => ({ readingSettings: { postsPerPage: 4 } }));
    const backend: Backend = {
      client: client as never,
      env: parseSiteEnv({ REVALIDATE_SECONDS: '60' }),
      now: () => now,
    };
    expect(await getPostsPerPage(backend)).toBe(4);
    now = 59_999;
    expect(await getPostsPerPage(backend)).toBe(4);
    expect(client).toHaveBeenCalledTimes(1);
    now = 60_000;
    await getPostsPerPage(backend);
    expect(client).toHaveBeenCalledTimes(2);
  });

  it('uses what a page answer brought along', async () => {
    const client = vi.fn();
    const backend: Backend = { client: client as never, env: parseSiteEnv({}), now: () => 0 };
    rememberPostsPerPage(9, backend);
    expect(await getPostsPerPage(backend)).toBe(9);
    expect(client).not.toHaveBeenCalled();
  });
});
