import { expect, markDocument, test, watchPageErrors } from './support/fixtures';

test.describe('a post', () => {
  test('shows its image, date, category label, title and content, with metadata', async ({
    page,
    baseURL,
  }) => {
    const errors = watchPageErrors(page);
    const response = await page.goto('/news/company/lavanda-turns-five/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lavanda turns five');
    const article = page.locator('article').first();
    await expect(article.getByText('JUL 07, 2026')).toBeVisible();
    // /%category%/%postname%/ permalinks: the label is the path's category part.
    await expect(article.getByText('COMPANY', { exact: true })).toBeVisible();
    await expect(article.getByText('UNCATEGORIZED')).toHaveCount(0);
    await expect(article.getByText('Five years ago, two engineers')).toBeVisible();

    const image = article.getByRole('img', { name: /Bright violet and orange circles/ });
    await expect(image).toHaveAttribute('src', /^\/_next\/image\/\?url=/);
    await expect(image).toHaveAttribute('width', '1200');
    // The optimizer fetched it from the content service's uploads.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await expect(page).toHaveTitle('Lavanda turns five - Lavanda');
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', `${baseURL}/news/company/lavanda-turns-five/`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    expect(errors).toEqual([]);
  });

  test("makes the header non-sticky unless the post's pageOptions ask for it", async ({ page }) => {
    const position = () =>
      page
        .locator('body header')
        .first()
        .evaluate((header) => getComputedStyle(header).position);
    await page.goto('/news/company/lavanda-turns-five/');
    expect(await position()).not.toBe('sticky');
    await page.goto('/news/company/hiring-platform-and-frontend-engineers/');
    expect(await position()).toBe('sticky');
  });

  test('follows a link in its content without reloading the page', async ({ page }) => {
    await page.goto('/news/company/lavanda-turns-five/');
    const sameDocument = await markDocument(page);
    await page.getByRole('link', { name: 'the Porto office opens' }).click();
    await expect(page).toHaveURL(/\/lavanda-opens-porto-office\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Lavanda turns five');
    expect(await sameDocument()).toBe(true);
  });

  test('does not load the Faust or Apollo client runtime', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.goto('/news/company/lavanda-turns-five/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((source) => /ApolloClient|FaustProvider|__APOLLO_/.test(source))).toEqual(
      [],
    );
  });
});

test("a post's blocks are laid out as WordPress draws them: columns in a row, filled and outlined buttons", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/news/product-updates/cloud-eu-north-region/');
  const columns = page.locator('article .wp-block-columns > .wp-block-column');
  await expect(columns).toHaveCount(3);
  const boxes = await columns.evaluateAll((all) =>
    all.map((c) => c.getBoundingClientRect().toJSON()),
  );
  expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
  expect(boxes[1].left).toBeGreaterThan(boxes[0].right - 1);
  await expect(columns.first()).toHaveCSS('background-color', 'rgb(142, 209, 252)');
  const fill = page.getByRole('link', { name: 'Choose EU North' });
  const outline = page.getByRole('link', { name: 'All products' });
  await expect(fill).toHaveCSS('text-decoration-line', 'none');
  await expect(fill).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(outline).toHaveCSS('border-top-width', '2px');
  await expect(outline).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});
