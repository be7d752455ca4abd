import { expect, test } from './support/fixtures';

// The header at desktop width (xl and up): mega-menu by pointer and keyboard, search overlay.
test.use({ viewport: { width: 1440, height: 900 } });

test.describe('mega-menu', () => {
  test('opens on hover, stays open over its panel and closes when the pointer leaves', async ({
    page,
  }) => {
    await page.goto('/');
    const products = page.getByRole('button', { name: 'Products' });
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await products.hover();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await products.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'Regions' }).hover();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(700, 860);
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('works by keyboard: arrows between items, Enter opens, Tab enters, Escape returns', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const products = nav.getByRole('button', { name: 'Products' });
    await nav.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(products).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'All Products' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toBeFocused();
    await page.keyboard.press('End');
    await expect(nav.getByRole('link', { name: 'Developers' })).toBeFocused();
  });

  test('closes when a link in it is followed', async ({ page }) => {
    await page.goto('/');
    const products = page.getByRole('button', { name: 'Products' });
    await products.click();
    await page
      .locator(`#${await products.getAttribute('aria-controls')}`)
      .getByRole('link', { name: 'Connect' })
      .click();
    await expect(page).toHaveURL(/\/products\/connect\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Connect');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('search overlay', () => {
  test('goes to the results, is prefilled there and closes on a click outside', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open search' });
    await toggle.click();
    const box = page.getByRole('searchbox', { name: 'Search' });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('placeholder', 'Search Lavanda');
    await box.fill('release notes');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/release%20notes\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search: release notes');
    await expect(page.getByRole('search')).toBeHidden();

    await page.getByRole('button', { name: 'Open search' }).click();
    await expect(box).toHaveValue('release notes');
    // The overlay covers the top of the page; a press further down is outside it.
    await page.mouse.click(700, 700);
    await expect(page.getByRole('search')).toBeHidden();
  });

  test('searches with the SEARCH button', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('workflow');
    // Shown in capitals (CSS), named 'Search' for screen readers.
    const submit = page.getByRole('button', { name: 'Search', exact: true });
    await expect(submit).toHaveCSS('text-transform', 'uppercase');
    await submit.click();
    await expect(page).toHaveURL(/\/search\/workflow\/$/);
  });
});
