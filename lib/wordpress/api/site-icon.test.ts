import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSiteEnv } from '../config/site-env';
import type { Backend } from './backend';
import { forgetSiteIcon, getSiteIcon } from './site-icon';

afterEach(forgetSiteIcon);

const answer = (sourceUrl: string | null) => ({
  generalSettings: { siteIcon: null },
  siteOptionsPage: {
    siteOptions: {
      favicon: sourceUrl
        ? { node: { sourceUrl, altText: 'Icon', mediaDetails: { width: 32, height: 32 } } }
        : null,
    },
  },
});

describe('getSiteIcon', () => {
  it('asks WordPress once per revalidation period', async () => {
    let now = 0;
    const client = vi.fn(async () => answer('https://wp.test/icon.png'));
    const backend: Backend = {
      client: client as never,
      env: parseSiteEnv({ REVALIDATE_SECONDS: '60' }),
      now: () => now,
    };
    expect((await getSiteIcon(backend))?.url).toBe('https://wp.test/icon.png');
    now = 59_000;
    await getSiteIcon(backend);
    expect(client).toHaveBeenCalledTimes(1);
    now = 60_000;
    await getSiteIcon(backend);
    expect(client).toHaveBeenCalledTimes(2);
  });

  it('remembers that WordPress has no icon too', async () => {
    const client = vi.fn(async () => answer(null));
    const backend: Backend = {
      client: client as never,
      env: parseSiteEnv({ REVALIDATE_SECONDS: '60' }),
      now: () => 0,
    };
    expect(await getSiteIcon(backend)).toBeNull();
    expect(await getSiteIcon(backend)).toBeNull();
    expect(client).toHaveBeenCalledTimes(1);
  });
});
