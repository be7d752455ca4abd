import { type Page, expect } from '@playwright/test';

/**
 * Clicks the header's colour-mode toggle and expects <html>'s class to change: the page's scripts
 * ran and React answers clicks.
 */
export async function expectColourToggleWorks(page: Page): Promise<void> {
  const html = page.locator('html');
  const before = await html.getAttribute('class');
  await page.getByRole('button', { name: /dark mode|light mode/i }).click();
  await expect(html).not.toHaveAttribute('class', before ?? '');
}
