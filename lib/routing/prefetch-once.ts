import type { NextRouter } from 'next/router';

type Prefetch = NextRouter['prefetch'];

/**
 * A router's `prefetch` that asks for each address (per locale) once, at normal priority.
 *
 * Once: the first answer, a page or a 404, is all a visit needs; Next keeps a page's data but not
 * a 404's, so next/link would ask again on every hover, each time a server render and a console
 * error. Normal priority: next/link's hover passes `priority`, with which Next skips its own cache
 * and asks for the same data three times (measured in Chromium, one of them left pending for good,
 * so the page never reaches network idle); without it one request.
 */
export function prefetchOnce(
  prefetch: Prefetch,
  currentLocale: string | undefined,
  asked: Set<string>,
): Prefetch {
  return (url, asPath, options) => {
    const key = `${options?.locale || currentLocale || ''} ${asPath ?? url}`;
    if (asked.has(key)) return Promise.resolve();
    asked.add(key);
    return prefetch(url, asPath, { ...options, priority: false }).catch(() => undefined);
  };
}
