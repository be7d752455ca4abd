import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { PLUGIN_MAX_CALLS, REVALIDATE_LIMITS } from './revalidate-limits';

const QUEUE = path.resolve(
  __dirname,
  '../../wordpress/lavanda-headless/includes/class-lavanda-revalidation-queue.php',
);

it("knows how many calls WordPress's plugin sends for one request", () => {
  const declared = /const MAX_CALLS = (\d+);/.exec(readFileSync(QUEUE, 'utf8'))?.[1];
  expect(Number(declared)).toBe(PLUGIN_MAX_CALLS);
});

it('never limits the right secret below what the plugin sends, retries included', () => {
  const { rightSecret, wrongSecret } = REVALIDATE_LIMITS;
  expect(rightSecret.windowMs).toBe(wrongSecret.windowMs);
  // Many of the plugin's fullest requests a minute, each call tried twice (its one retry).
  expect(rightSecret.limit).toBeGreaterThanOrEqual(10 * 2 * PLUGIN_MAX_CALLS);
  expect(rightSecret.limit).toBeGreaterThan(wrongSecret.limit);
});
