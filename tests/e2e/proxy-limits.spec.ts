import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  type RunningContentService,
  demoSource,
  startContentService,
} from './support/content-services';
import { type RunningSite, startSite } from './support/next-servers';

/**
 * The rate limits behind a reverse proxy, on a server of this spec's own started with
 * TRUSTED_PROXY_COUNT=1: every request comes from one socket address (127.0.0.1, the "proxy"),
 * the visitor named by the entry the proxy appended to X-Forwarded-For, as a proxy would.
 */
const SECRET = 'e2e-proxy-limits-secret-not-for-production';

let content: RunningContentService;
let site: RunningSite;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  content = await startContentService(demoSource);
  site = await startSite('proxy-limits', content.url, {
    REVALIDATE_SECRET: SECRET,
    TRUSTED_PROXY_COUNT: '1',
  });
});

test.afterAll(async () => {
  await site?.stop();
  await content?.close();
});

/** The X-Forwarded-For a proxy sends on for `visitor`, after what the visitor wrote itself. */
const from = (visitor: string) => ({ 'x-forwarded-for': `198.51.100.1, ${visitor}` });

function revalidate(request: APIRequestContext, headers: Record<string, string>) {
  return request.post(`${site.url}/api/revalidate/`, { data: {}, headers });
}

test('junk revalidations hold up neither WordPress nor other visitors behind the proxy', async ({
  request,
}) => {
  const junk: number[] = [];
  for (let call = 0; call < 31; call++)
    junk.push(
      (await revalidate(request, { ...from('203.0.113.7'), 'x-revalidate-secret': 'no' })).status(),
    );
  expect(junk.slice(0, 30).every((status) => status === 401)).toBe(true);
  expect(junk[30]).toBe(429);

  // Another visitor behind the same proxy has a count of its own.
  expect(
    (await revalidate(request, { ...from('203.0.113.8'), 'x-revalidate-secret': 'no' })).status(),
  ).toBe(401);
  // WordPress, with the secret: from another address, and even from the junk sender's.
  for (const address of ['192.0.2.10', '203.0.113.7']) {
    const response = await revalidate(request, { ...from(address), 'x-revalidate-secret': SECRET });
    expect(response.status(), address).toBe(200);
    expect((await response.json()).revalidated, address).toContain('/');
  }
});

test("one visitor's sign-in attempts do not lock other editors out behind the proxy", async ({
  request,
}) => {
  const login = (visitor: string) =>
    request.post(`${site.url}/api/faust/auth/login/`, {
      data: { identifier: 'nobody', password: 'wrong' },
      headers: from(visitor),
    });
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 11; attempt++)
    statuses.push((await login('203.0.113.20')).status());
  expect(statuses.slice(0, 10)).not.toContain(429);
  expect(statuses[10]).toBe(429);
  expect((await login('203.0.113.21')).status()).not.toBe(429);
});
