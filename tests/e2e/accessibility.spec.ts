import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';

/** Every kind of public page, whole (chrome included), in light mode. */
for (const path of [
  '/',
  '/news/company/lavanda-turns-five/',
  '/category/news/',
  '/products/',
  '/contact/',
  '/search/workflow/',
  '/no-such-page/',
  '/login/?redirect_uri=%2Fpreview%2F%3Fp%3D290%26preview%3Dtrue',
]) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    const violations = results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
    expect(violations).toEqual([]);
  });
}
