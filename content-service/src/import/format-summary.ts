import type { ImportSummary } from './types';

/**
 * The summary as `name: value` lines in a fixed order (keys sorted), so that tests and scripts can
 * read them: `authors: 3`, `terms.category: 68`, `items: 186`, `posts.post: 58`, `comments: 33`, `postmeta: 512`.
 */
export function formatSummary(summary: ImportSummary): string[] {
  const lines = [`wxr_version: ${summary.wxrVersion}`, `authors: ${summary.authors}`];
  lines.push(`terms: ${sum(summary.terms)}`);
  for (const [taxonomy, n] of sorted(summary.terms)) lines.push(`terms.${taxonomy}: ${n}`);
  lines.push(`items: ${sum(summary.posts)}`);
  for (const [type, n] of sorted(summary.posts)) lines.push(`posts.${type || '(unknown)'}: ${n}`);
  lines.push(
    `comments: ${summary.comments}`,
    `postmeta: ${summary.meta.post}`,
    `termmeta: ${summary.meta.term}`,
    `commentmeta: ${summary.meta.comment}`,
    `usermeta: ${summary.meta.user}`,
    `sticky_posts: ${summary.stickyPosts.join(',')}`,
    `options: ${summary.options}`,
  );
  return lines;
}

function sum(counts: Record<string, number>): number {
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

function sorted(counts: Record<string, number>): [string, number][] {
  return Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
