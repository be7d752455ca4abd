import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on rendered markup. Colour contrast is left to the browser tests: jsdom computes no
 * styles. `region` is off for fragments that are not a whole page.
 */
export async function expectNoAxeViolations(container: Element, { wholePage = false } = {}) {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: wholePage } },
  });
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
  expect(summary).toEqual([]);
}
