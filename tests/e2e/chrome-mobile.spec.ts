import { expect, test } from './support/fixtures';

// The mobile drawer (below xl).
test.use({ viewport: { width: 390, height: 844 } });

test.describe('mobile drawer', () => {
  test('goes through two levels and back, then closes on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Lavanda home' })).toBeFocused();

    await drawer.getByRole('button', { name: 'Products' }).click();
    await expect(drawer.getByRole('heading', { name: 'Products' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'All Products' })).toBeVisible();
    const studio = drawer.getByRole('button', { name: 'Studio' });
    await studio.click();
    await expect(studio).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'All Studio' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(drawer.getByRole('button', { name: 'Cloud' })).toBeFocused();

    await drawer.getByRole('button', { name: 'Back' }).click();
    await expect(drawer.getByRole('button', { name: 'Products' })).toBeFocused();
    await expect(drawer.getByRole('link', { name: 'Contact us' })).toBeVisible();

    await drawer.getByRole('button', { name: 'Company' }).click();
    await drawer.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(drawer).toBeHidden();
    await hamburger.click();
    await expect(drawer.getByRole('button', { name: 'Back' })).toHaveCount(0);
  });

  test('covers the page, cookie notice included, and returns focus when closed', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // Once it has slid down, the drawer is what the bottom of the screen shows.
    await expect
      .poll(() =>
        page.evaluate(() => !!document.elementFromPoint(195, 830)?.closest('[role="dialog"]')),
      )
      .toBe(true);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(hamburger).toBeFocused();
  });
});
