import { scriptsOfHtml } from '../../scripts/bench-site/first-load-js';
import { expectColourToggleWorks } from './support/colour-toggle';
import { expect, test, watchPageErrors } from './support/fixtures';

const HINT = '//# allFunctionsCalledOnLoad\n';

test('every script a page loads first is compiled as it streams in, and the page still hydrates', async ({
  baseURL,
  page,
}) => {
  const html = await (await fetch(new URL('/products/', baseURL))).text();
  // The build's chunks: code. The build id's manifests beside them are a few lines of data.
  const scripts = scriptsOfHtml(html).filter((src) => src.startsWith('/_next/static/chunks/'));
  expect(scripts.length).toBeGreaterThan(1);
  for (const src of scripts) {
    const source = await (await fetch(new URL(src, baseURL))).text();
    expect(source.startsWith(HINT), src).toBe(true);
  }

  // The hint is a comment: the page runs as before, its colour-mode toggle included.
  const errors = watchPageErrors(page);
  await page.goto('/products/');
  await expectColourToggleWorks(page);
  expect(errors).toEqual([]);
});
