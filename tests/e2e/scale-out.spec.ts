import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { type CountingProxy, startCountingProxy } from '../../scripts/bench-site/counting-proxy';
import { type TestRedis, startTestRedis } from '../support/redis-server';
import { runContentEdit } from './support/content-edit';
import { demoSource } from './support/content-services';
import {
  type EditableContentService,
  startEditableContentService,
} from './support/editable-content-service';
import { type RunningSite, e2eDataDir, startSite } from './support/next-servers';

/**
 * Two `npm start` instances of one build sharing one redis-server (REDIS_URL), as behind a load
 * balancer, in front of a content service of this spec's own whose GraphQL requests are counted.
 */
const SECRET = 'e2e-scale-out-secret-not-for-production';
/** The demo's "Lavanda turns five" (ID 174), and a page. */
const POST = { id: 174, path: '/news/company/lavanda-turns-five/' };
const OTHER = '/products/';

let redis: TestRedis;
let content: EditableContentService;
let backend: CountingProxy;
let a: RunningSite;
let b: RunningSite;

test.describe.configure({ mode: 'serial' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.beforeAll(async () => {
  test.setTimeout(180_000);
  redis = await startTestRedis();
  content = await startEditableContentService('scale-out-content', demoSource);
  backend = await startCountingProxy(content.url);
  const env = { REDIS_URL: redis.url, REVALIDATE_SECRET: SECRET, REVALIDATE_SECONDS: '120' };
  [a, b] = await Promise.all([
    startSite('scale-out-a', backend.url, env),
    startSite('scale-out-b', backend.url, env),
  ]);
  // Each instance asks WordPress as it starts (the check it logs, the redirect list), after it
  // answers its first request: the tests count only what a page costs, so they begin once that
  // is over (no request for a whole second), however slow the machine.
  for (let quiet = 0, seen = -1, waited = 0; quiet < 1_000 && waited < 20_000; waited += 100) {
    const now = backend.graphqlRequests();
    quiet = now === seen ? quiet + 100 : 0;
    seen = now;
    await sleep(100);
  }
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await backend?.close();
  await content?.close();
  await redis?.stop();
});

async function titleOf(request: APIRequestContext, site: RunningSite, pagePath: string) {
  const response = await request.get(`${site.url}${pagePath}`, { maxRedirects: 0 });
  const html = await response.text();
  return { status: response.status(), title: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null };
}

/**
 * What `get` asked of the backend: the GraphQL requests made while it ran and just after (a
 * stale page is answered first and regenerated after the answer).
 */
async function backendRequestsOf<T>(
  get: () => Promise<T>,
): Promise<{ value: T; requests: number }> {
  const before = backend.graphqlRequests();
  const value = await get();
  await sleep(500);
  return { value, requests: backend.graphqlRequests() - before };
}

// The edit tells instance A only, as WordPress tells the one address it knows.
const contentEdit = (args: string[]) =>
  runContentEdit(content.file, args, { url: a.url, secret: SECRET });

const health = async (request: APIRequestContext, site: RunningSite) => {
  const response = await request.get(`${site.url}/api/health/`);
  return { status: response.status(), body: await response.json() };
};

test('the health route says WordPress and Redis answer', async ({ request }) => {
  expect(await health(request, a)).toEqual({
    status: 200,
    body: expect.objectContaining({ status: 'ok', wordpress: 'up', redis: 'up' }),
  });
});

test('a page rendered by one instance is served by the other without asking WordPress', async ({
  request,
}) => {
  const rendered = await backendRequestsOf(() => titleOf(request, a, POST.path));
  expect(rendered.value).toEqual({ status: 200, title: 'Lavanda turns five' });
  expect(rendered.requests).toBeGreaterThan(0);
  // Past Next's 1 s default for a route without a lifetime of its own: B keeps to the page's.
  await sleep(1_000);
  const served = await backendRequestsOf(() => titleOf(request, b, POST.path));
  expect(served.value).toEqual({ status: 200, title: 'Lavanda turns five' });
  expect(served.requests).toBe(0);
});

test('an edit revalidated through one instance is fresh on the other at once', async ({
  request,
}) => {
  const run = await contentEdit(['set-title', String(POST.id), 'Lavanda turns five, shared']);
  expect(run.code).toBe(0);
  expect(run.stdout).toContain(` ${POST.path}`);
  const served = await backendRequestsOf(() => titleOf(request, b, POST.path));
  expect(served.value).toEqual({ status: 200, title: 'Lavanda turns five, shared' });
  expect(served.requests).toBe(0);
});

test('a rate limit counts the calls made to both instances', async ({ request }) => {
  // 30 calls without the secret a minute per address on the revalidation route (the edit's,
  // with the secret, are counted apart).
  const statuses: number[] = [];
  for (let call = 0; call < 30; call++) {
    const site = call % 2 === 0 ? a : b;
    statuses.push((await request.post(`${site.url}/api/revalidate/`, { data: {} })).status());
  }
  // Refused by the secret (401), not by the limit, while each instance alone has seen 15.
  expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
  for (const site of [a, b]) {
    const refused = await request.post(`${site.url}/api/revalidate/`, { data: {} });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  }
});

test('with Redis stopped both keep answering; once it is back they share again', async ({
  request,
}) => {
  test.setTimeout(90_000);
  await redis.stop();
  for (const site of [a, b]) {
    await expect.poll(async () => (await health(request, site)).status).toBe(503);
    expect((await health(request, site)).body).toMatchObject({ wordpress: 'up', redis: 'down' });
    // A page each has served, and one never rendered: both answer.
    expect(await titleOf(request, site, POST.path)).toEqual({
      status: 200,
      title: 'Lavanda turns five, shared',
    });
    expect((await titleOf(request, site, OTHER)).status).toBe(200);
  }

  await redis.start();
  for (const site of [a, b]) {
    await expect
      .poll(async () => (await health(request, site)).status, { timeout: 20_000 })
      .toBe(200);
  }
  // The restarted Redis is empty: A renders, B reads A's page.
  const page = '/category/news/';
  expect((await backendRequestsOf(() => titleOf(request, a, page))).requests).toBeGreaterThan(0);
  const served = await backendRequestsOf(() => titleOf(request, b, page));
  expect(served.value.status).toBe(200);
  expect(served.requests).toBe(0);

  // One line when Redis went away and one when it came back, not one per request.
  for (const name of ['scale-out-a', 'scale-out-b']) {
    const log = readFileSync(path.join(e2eDataDir, `${name}-site.log`), 'utf8');
    expect(log.match(/\[redis\] .* is not answering/g)).toHaveLength(1);
    expect(log.match(/\[redis\] .* answers again/g)).toHaveLength(1);
  }
});
