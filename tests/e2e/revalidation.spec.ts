import { type APIRequestContext, expect, test } from '@playwright/test';
import { runContentEdit } from './support/content-edit';
import { demoSource } from './support/content-services';
import {
  type EditableContentService,
  startEditableContentService,
} from './support/editable-content-service';
import { type RunningSite, startSite } from './support/next-servers';

/**
 * On-demand revalidation, freshness under failure and robots.txt, end to end: a content service
 * and a site server of this spec's own (the shared demo ones stay untouched), edited through
 * the content service's `content:edit` CLI, another process writing to the service's SQLite file.
 */
const SECRET = 'e2e-revalidation-secret-not-for-production';
/**
 * Long enough that nothing turns stale by itself between an edit and the request after it (so
 * those requests show what on-demand revalidation did), short enough for the outage test.
 */
const REVALIDATE_SECONDS = 10;
/** The demo's "Lavanda turns five", filed under News › Company. */
const POST = {
  id: 174,
  path: '/news/company/lavanda-turns-five/',
  archive: '/category/news/company/',
};

let content: EditableContentService;
let site: RunningSite;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  content = await startEditableContentService('revalidation-content', demoSource);
  site = await startSite('revalidation', content.url, {
    REVALIDATE_SECRET: SECRET,
    REVALIDATE_SECONDS: String(REVALIDATE_SECONDS),
  });
});

test.afterAll(async () => {
  await site?.stop();
  await content?.close();
});

/** `npm run content:edit -- --db FILE ...args`, told where the site is. */
const contentEdit = (args: string[]) =>
  runContentEdit(content.file, args, { url: site.url, secret: SECRET });

/** The post's title as a reader gets it, and the status it came with. */
async function postTitle(request: APIRequestContext, pagePath = POST.path) {
  const response = await request.get(`${site.url}${pagePath}`, { maxRedirects: 0 });
  const html = await response.text();
  return { status: response.status(), title: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('the revalidation route refuses callers without the secret', async ({ request }) => {
  const url = `${site.url}/api/revalidate/`;
  const missing = await request.post(url, { data: { uri: POST.path } });
  expect(missing.status()).toBe(401);
  const wrong = await request.post(url, {
    data: { uri: POST.path },
    headers: { 'x-revalidate-secret': `${SECRET}-wrong` },
  });
  expect(wrong.status()).toBe(401);
  // trailingSlash: the bare address is a 308, which keeps the method and the body.
  const bare = await request.post(`${site.url}/api/revalidate`, { maxRedirects: 0 });
  expect(bare.status()).toBe(308);
  expect(bare.headers().location).toBe('/api/revalidate/');
});

test('an edit through content:edit shows on the next request, in every locale, without a rebuild', async ({
  page,
  request,
}) => {
  await page.goto(`${site.url}${POST.path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lavanda turns five');
  expect((await request.get(`${site.url}/de-DE${POST.path}`)).status()).toBe(200);
  expect(await (await request.get(`${site.url}${POST.archive}`)).text()).toContain(
    'Lavanda turns five',
  );

  const run = await contentEdit(['set-title', String(POST.id), 'Lavanda turns five, edited']);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toContain(`post ${POST.id}: title set`);
  for (const stale of [POST.path, `/de-DE${POST.path}`, POST.archive, '/sitemap.xml']) {
    expect(run.stdout).toContain(` ${stale}`);
  }

  // Without the call the first request would get the stale page (ISR serves it, then renews).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lavanda turns five, edited');
  expect(await postTitle(request, `/de-DE${POST.path}`)).toEqual({
    status: 200,
    title: 'Lavanda turns five, edited',
  });
  expect(await (await request.get(`${site.url}${POST.archive}`)).text()).toContain(
    'Lavanda turns five, edited',
  );
});

test('a post taken down answers 404 at once, and is back when published again', async ({
  request,
}) => {
  expect((await postTitle(request)).status).toBe(200);
  const down = await contentEdit(['set-status', String(POST.id), 'draft']);
  expect(down.code, down.stderr).toBe(0);
  expect(down.stdout).toContain(` ${POST.path}`);
  expect((await postTitle(request)).status).toBe(404);
  expect(await (await request.get(`${site.url}${POST.archive}`)).text()).not.toContain(
    'Lavanda turns five, edited',
  );

  const up = await contentEdit(['set-status', String(POST.id), 'publish']);
  expect(up.code, up.stderr).toBe(0);
  expect(await postTitle(request)).toEqual({ status: 200, title: 'Lavanda turns five, edited' });
});

test('robots.txt follows "discourage search engines" on and off', async ({ request }) => {
  const robots = async () => {
    const response = await request.get(`${site.url}/robots.txt`);
    expect(response.status()).toBe(200);
    return response.text();
  };
  // Read once, so the sitemap listing robots.txt is built from is cached (REVALIDATE_SECONDS).
  expect(await robots()).toContain('Disallow:\n');

  const on = await contentEdit(['set-option', 'blog_public', '0']);
  expect(on.code, on.stderr).toBe(0);
  expect(await robots()).toContain('User-agent: *\nDisallow: /\n');

  const off = await contentEdit(['set-option', 'blog_public', '1']);
  expect(off.code, off.stderr).toBe(0);
  const text = await robots();
  expect(text).toContain('Disallow:\n');
  expect(text).not.toContain('Disallow: /');
  expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});

test('with the backend down the last good page keeps being served; it updates once back', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const before = await postTitle(request);
  expect(before.status).toBe(200);

  await content.stop();
  // Edited while the site cannot read it: the site is told, but cannot look the change up.
  const run = await contentEdit(['set-title', String(POST.id), 'Written during the outage']);
  expect(run.code).toBe(3);
  expect(run.stderr).toContain('site NOT revalidated (the change is saved): the site answered 502');

  // Past REVALIDATE_SECONDS each request finds the page stale and tries to regenerate it; every
  // try fails (after the client's retries), and readers keep getting the last good page.
  await sleep(REVALIDATE_SECONDS * 1000 + 500);
  const deadline = Date.now() + 6_000;
  while (Date.now() < deadline) {
    expect(await postTitle(request)).toEqual(before);
    await sleep(500);
  }

  // A page never rendered before has nothing to fall back on: 503 with Retry-After and the
  // translated failure text (not 500: the site is fine, WordPress is away), within the budget.
  for (const path of ['/never-rendered-before-the-outage/', '/search/outage/']) {
    const started = Date.now();
    const fresh = await request.get(`${site.url}${path}`, { maxRedirects: 0 });
    expect(fresh.status(), path).toBe(503);
    expect(fresh.headers()['retry-after']).toBe('60');
    expect(fresh.headers()['cache-control']).toContain('no-store');
    expect(await fresh.text()).toContain('Whoops, something went wrong!');
    expect(Date.now() - started).toBeLessThan(10_000);
  }

  await content.start();
  await expect
    .poll(
      async () => {
        const answer = await postTitle(request);
        expect(answer.status).toBe(200);
        return answer.title;
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe('Written during the outage');
});
