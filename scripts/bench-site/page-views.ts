import { chromium } from '@playwright/test';
import type { CountingProxy } from './counting-proxy';
import { chromePath } from './lighthouse';

export interface PageViewCount {
  path: string;
  /** GraphQL requests the site made to the backend during the view, prefetches included. */
  backendRequests: number;
  /** `/_next/data/` requests the browser made during the view (prefetches of links). */
  dataRequests: number;
}

/** How long a view may take to settle; a view whose requests never finish counts as it stands. */
const SETTLE_MS = 10_000;

/**
 * Opens each path once in Chromium, as a visitor who reads and does not touch anything, and counts
 * what the view cost the backend. On a server started for this (cold cache) every page render is
 * a backend request, so links prefetched on sight show here as extra renders.
 */
export async function countPageViews(
  siteUrl: string,
  proxy: CountingProxy,
  paths: string[],
): Promise<PageViewCount[]> {
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const counts: PageViewCount[] = [];
  try {
    for (const path of paths) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      let dataRequests = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/_next/data/')) dataRequests += 1;
      });
      const before = proxy.graphqlRequests();
      await page.goto(`${siteUrl}${path}`);
      await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
      counts.push({ path, backendRequests: proxy.graphqlRequests() - before, dataRequests });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return counts;
}

/** The views' sums. */
export function totalPageViews(counts: PageViewCount[]): {
  backendRequests: number;
  dataRequests: number;
} {
  return {
    backendRequests: counts.reduce((sum, count) => sum + count.backendRequests, 0),
    dataRequests: counts.reduce((sum, count) => sum + count.dataRequests, 0),
  };
}
