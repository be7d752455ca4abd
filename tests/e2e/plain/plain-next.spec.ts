import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, markDocument, test, watchPageErrors } from '../support/fixtures';
import { e2eDataDir } from '../support/next-servers';

/**
 * PLAIN_NEXT=1 (lib/next/plain-next.ts): the demo built and served with every mechanism of
 * lib/next/ off answers the same routes with the same statuses and content as the site itself
 * (E2E_DEMO_URL, the same content service), through Next's own Head, Link, hydration and server.
 */
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const ROUTES = [
  '/',
  '/news/company/lavanda-turns-five/',
  '/about/',
  '/category/news/',
  `/category/news/?q=${encode({ offset: 1 })}`,
  '/search/?s=cloud',
  '/de-DE/about/',
  '/no-such-page/',
  '/robots.txt',
  '/sitemap.xml',
  '/feed.xml',
];

/** What a visitor reads: the main heading, or the document's text for the non-HTML routes. */
function visible(body: string, type: string): string {
  if (!type.includes('text/html')) return body;
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
}

test('answers every route as the site does', async ({ request, baseURL }) => {
  const site = process.env.E2E_DEMO_URL;
  expect(site).toBeDefined();
  for (const route of ROUTES) {
    const [plain, full] = await Promise.all([
      request.get(`${baseURL}${route}`, { maxRedirects: 0 }),
      request.get(`${site}${route}`, { maxRedirects: 0 }),
    ]);
    expect(plain.status(), route).toBe(full.status());
    const type = plain.headers()['content-type'] ?? '';
    expect(type, route).toBe(full.headers()['content-type']);
    const text = (body: string) =>
      visible(body, type).replaceAll(site!, '').replaceAll(baseURL!, '');
    expect(text(await plain.text()), route).toBe(text(await full.text()));
  }
});

test("runs on Next's own Head, page data and server", async ({ request, baseURL }) => {
  const html = await (await request.get(`${baseURL}/news/company/lavanda-turns-five/`)).text();
  // Next's script tags, not the after-paint loader's list.
  expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" defer=""/);
  expect(html).not.toContain('id="__next_scripts"');
  // __NEXT_DATA__ as Next writes it: the body and the structured data travel there too.
  const nextData = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(nextData).toContain('Five years ago, two engineers');
  expect(nextData).toContain('"jsonLd"');
  // Next's request handler alone, no microcache or patched server (the server's start line).
  const log = readFileSync(path.join(e2eDataDir, 'plain-site.log'), 'utf8');
  expect(log).toContain('(plain Next (PLAIN_NEXT=1))');
});

test('hydrates and follows links client-side with next/link', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/news/company/lavanda-turns-five/');
  const sameDocument = await markDocument(page);
  await page.getByRole('link', { name: 'the Porto office opens' }).click();
  await expect(page).toHaveURL(/\/lavanda-opens-porto-office\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Lavanda turns five');
  expect(await sameDocument()).toBe(true);
  // The chrome's links are next/link here (IntentLink elsewhere): a listing's second page.
  await page.goto('/category/news/');
  const stillListing = await markDocument(page);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: 'Go to page number 2' }).click();
  await expect(page).toHaveURL(/\/category\/news\/\?q=/);
  await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
  expect(await stillListing()).toBe(true);
  expect(errors).toEqual([]);
});
