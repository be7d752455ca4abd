import { WORDPRESS_LIVE_ADMIN } from '../support/wordpress-live';
import { expect, test, watchPageErrors } from '../support/fixtures';

/**
 * The editor's journey on the real WordPress (FaustWP's front end is this site, global setup):
 * the administrator signs in through the site's login page, previews draft 1164 and the latest
 * revision (an autosave) of published post 1011, which keeps the post's own date, then logs out.
 */
const DRAFT = '/preview/?p=1164&preview=true&typeName=Post';
/** WordPress's own preview link for post 1011: its path, then FaustWP's preview parameters. */
const EDITED = '/template-featured-image-horizontal/?preview=true&p=1011&typeName=Post';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test('an editor signs in, previews a draft and a revision with the post’s date, and logs out', async ({
  page,
}) => {
  // A preview without a session is answered 401 by the token route by design; nothing else may fail.
  const errors = watchPageErrors(page);
  const scriptErrors = () =>
    errors.filter((error) => !/^Failed to load resource: .* status of 401\b/.test(error));

  await test.step('a preview without a session goes to the login page, which comes back', async () => {
    await page.goto(DRAFT);
    await page.waitForURL(/\/login\/\?redirect_uri=/);
    await page.getByLabel('Username or email').fill(WORDPRESS_LIVE_ADMIN.username);
    await page.getByLabel('Password').fill(WORDPRESS_LIVE_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === DRAFT);
  });

  await test.step('the draft shows with the post template, not indexed', async () => {
    const article = page.locator('article').first();
    await expect(article.getByRole('heading', { level: 1, name: 'Draft' })).toBeVisible();
    await expect(article.getByText('This post is drafted and not published yet.')).toBeVisible();
    await expect(page.getByText('Draft preview, not published')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  await test.step('the latest revision of a published post keeps the post’s date', async () => {
    await page.goto(EDITED);
    const article = page.locator('article').first();
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(
      'Template: Featured Image (Horizontal) (edit 2) [autosave preview]',
    );
    await expect(article.getByText('Autosave-only paragraph.')).toBeVisible();
    await expect(page.getByText('Preview of the latest revision, not published yet')).toBeVisible();
    // The post was published on 15 March 2012; the autosave is from the day it was saved.
    const date = article.locator('time').first();
    await expect(date).toHaveText('MAR 15, 2012');
    await expect(date).toHaveAttribute('datetime', '2012-03-15T15:15:12');
  });

  await test.step('logging out ends the session: the next preview asks for a login', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByText('You have logged out.')).toBeVisible();
    await page.goto(DRAFT);
    await page.waitForURL(/\/login\/\?redirect_uri=/);
  });

  expect(scriptErrors()).toEqual([]);
});
