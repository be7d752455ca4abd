import { afterEach, describe, expect, it } from 'vitest';
import { startFakeSite } from './test/fake-site';
import { notifierConfig, notifySite } from './site-notifier';

const SECRET = 'content-service-test-secret';
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('notifierConfig', () => {
  it('is off without either variable, and needs both', () => {
    expect(notifierConfig({})).toBeNull();
    expect(notifierConfig({ SITE_URL: 'http://localhost:3000' })).toBe(
      'SITE_URL and REVALIDATE_SECRET must be set together',
    );
    expect(notifierConfig({ REVALIDATE_SECRET: SECRET })).toBe(
      'SITE_URL and REVALIDATE_SECRET must be set together',
    );
    expect(notifierConfig({ SITE_URL: 'ftp://x', REVALIDATE_SECRET: SECRET })).toBe(
      'SITE_URL must start with http:// or https:// (got "ftp://x")',
    );
    expect(notifierConfig({ SITE_URL: 'http://site.test/', REVALIDATE_SECRET: SECRET })).toEqual({
      siteUrl: 'http://site.test',
      secret: SECRET,
    });
  });
});

describe('notifySite', () => {
  it('POSTs the body to /api/revalidate/ (the canonical address) with the secret in a header', async () => {
    const site = await startFakeSite();
    close = site.close;
    const result = await notifySite({ siteUrl: site.url, secret: SECRET }, { uri: '/a/' });
    expect(result).toEqual({ kind: 'done', paths: ['/', '/sitemap.xml'] });
    expect(site.calls).toEqual([
      { method: 'POST', url: '/api/revalidate/', secret: SECRET, body: { uri: '/a/' } },
    ]);
  });

  it('does nothing when not configured', async () => {
    expect(await notifySite(null, {})).toEqual({ kind: 'not-configured' });
  });

  it('reports a refusal with the site’s reason', async () => {
    const site = await startFakeSite(401);
    close = site.close;
    expect(await notifySite({ siteUrl: site.url, secret: 'wrong-secret-0000' }, {})).toEqual({
      kind: 'failed',
      reason: 'the site answered 401: missing or wrong x-revalidate-secret header',
    });
  });

  it('reports a site that cannot be reached, without throwing', async () => {
    const site = await startFakeSite();
    await site.close();
    const result = await notifySite({ siteUrl: site.url, secret: SECRET }, {});
    expect(result.kind).toBe('failed');
    expect(result.kind === 'failed' && result.reason).toMatch(
      new RegExp(`^${site.url} could not be reached \\(.*ECONNREFUSED.*\\)$`),
    );
  });
});
