import { expect, test, watchPageErrors } from '../support/fixtures';

/**
 * The cookie notice on the real WordPress (its site options carry the notice text): js-cookie,
 * which writes the consent, is fetched only on Accept, so no public page pays for it on first
 * load; and no script a page loads carries msw, the tests' fake network.
 */
test('Accept fetches the cookie writer then, stores consent for 90 days; reloads stay clean', async ({
  page,
  context,
}) => {
  const errors = watchPageErrors(page);
  const scripts: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/_next/static/chunks/')) return;
    if (!response.url().endsWith('.js')) return;
    scripts.push(response.url());
    bodies.push(response.text().catch(() => ''));
  });

  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'privacy policy' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const beforeAccept = scripts.length;

  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toBeHidden();
  // js-cookie came with the click, in a chunk of its own.
  expect(scripts.length).toBeGreaterThan(beforeAccept);
  const consent = (await context.cookies()).find((cookie) => cookie.name === 'cookie-agreed');
  expect([consent?.value, consent?.path, consent?.sameSite]).toEqual(['2', '/', 'Lax']);
  const days = ((consent?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(89.9);
  expect(days).toBeLessThanOrEqual(90);

  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-cookie-notice]')).toHaveCount(0);

  // msw prints "[MSW]" in every message it has: none of the site's scripts carries it.
  const texts = await Promise.all(bodies);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((text) => text.includes('[MSW]'))).toEqual([]);
  expect(errors).toEqual([]);
});
