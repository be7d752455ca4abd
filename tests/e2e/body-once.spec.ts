import { expect, test, watchPageErrors } from './support/fixtures';

/** The demo's first post, and a listing that links to it. */
const POST = '/news/company/lavanda-turns-five/';
const LISTING = '/category/news/';

/** The page's `__NEXT_DATA__` as served, parsed. */
async function servedData(baseURL: string | undefined, path: string) {
  const html = await (await fetch(new URL(path, baseURL))).text();
  const json = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return {
    html,
    data: JSON.parse(json) as { props: { pageProps: { view: { post: { contentHtml: string } } } } },
  };
}

/** The body as a visitor reads it, once the page is there (and hydrated, when scripts run). */
const bodyText = (page: import('@playwright/test').Page) =>
  page.locator('main [data-body]').first().innerText();

test("a post's body travels once: in its HTML, not again in its page data", async ({
  baseURL,
  browser,
  page,
}) => {
  const { data } = await servedData(baseURL, POST);
  const body = data.props.pageProps.view.post.contentHtml;
  expect(body).toBe('\u0000body-in-document');

  // What the server rendered, read without scripts …
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const serverPage = await noScript.newPage();
  await serverPage.goto(POST);
  const serverText = await bodyText(serverPage);
  await noScript.close();
  expect(serverText.length).toBeGreaterThan(100);

  // … is what the hydrated page shows, without a hydration error.
  const errors = watchPageErrors(page);
  await page.goto(POST);
  await page.waitForLoadState('networkidle');
  expect(await bodyText(page)).toBe(serverText);
  expect(errors).toEqual([]);
});

test('a post reached by client-side navigation shows the body its data brings', async ({
  page,
  baseURL,
}) => {
  const { html } = await servedData(baseURL, POST);
  expect(html).toContain('data-body');
  await page.goto(LISTING);
  await page.waitForLoadState('networkidle');
  await page.locator(`main a[href="${POST}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${POST}$`));
  await expect(page.locator('main [data-body]').first()).toContainText(/\w{4,}/);
  const navigated = await bodyText(page);
  await page.reload();
  expect(await bodyText(page)).toBe(navigated);
});
