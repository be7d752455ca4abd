import type { Page } from '@playwright/test';
import { scriptsOfHtml } from '../../scripts/bench-site/first-load-js';
import { expectColourToggleWorks } from './support/colour-toggle';
import { expect, test, watchPageErrors } from './support/fixtures';

/** When the page's first contentful paint came, and when each of its chunks was asked for. */
function paintAndScriptStarts(page: Page) {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/.*\.js$/.test(entry.name))
      .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
  }));
}

/** React took over: Next's router is there and the colour-mode toggle works. */
async function expectHydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => 'next' in window && 'router' in (window.next as object)))
    .toBe(true);
  await expectColourToggleWorks(page);
}

for (const path of ['/news/company/lavanda-turns-five/', '/no-such-page/']) {
  test(`${path}: the scripts are asked for only once the page has painted, then React takes over`, async ({
    baseURL,
    page,
  }) => {
    const html = await (await fetch(new URL(path, baseURL))).text();
    // No script tag of Next's for the browser to fetch beside what it needs to paint...
    expect(html).not.toMatch(/<script\b[^>]*\bsrc="\/_next\/[^"]+"(?![^>]*\bnomodule)[^>]*>/);
    // ...but the list the loader fetches: the framework, the app's and the page's chunks.
    const listed = scriptsOfHtml(html);
    expect(listed.filter((src) => src.startsWith('/_next/static/chunks/')).length).toBeGreaterThan(
      1,
    );

    const errors = watchPageErrors(page);
    await page.goto(path);
    await expectHydrated(page);
    const { paint, scripts } = await paintAndScriptStarts(page);
    expect(paint).not.toBeNull();
    expect(scripts.map((script) => new URL(script.name).pathname)).toEqual(
      expect.arrayContaining(listed),
    );
    for (const script of scripts) expect(script.startTime, script.name).toBeGreaterThan(paint!);
    // The 404 page answers 404 on purpose; nothing else may fail.
    const unexpected =
      path === '/no-such-page/' ? errors.filter((e) => !/status of 404/.test(e)) : errors;
    expect(unexpected).toEqual([]);
  });
}

test('a browser without paint timing loads the scripts when the HTML is parsed, as `defer` would', async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });
  const errors = watchPageErrors(page);
  await page.goto('/products/');
  await expectHydrated(page);
  const { scripts } = await paintAndScriptStarts(page);
  const parsed = await page.evaluate(
    () => performance.getEntriesByType('navigation')[0]!.toJSON().domContentLoadedEventStart,
  );
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) expect(script.startTime).toBeGreaterThanOrEqual(parsed);
  expect(errors).toEqual([]);
});
