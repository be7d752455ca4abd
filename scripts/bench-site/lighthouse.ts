import type { Result as LighthouseResult } from 'lighthouse';

/** One Lighthouse mobile run's figures (scores 0–100, times in ms, CLS unitless). */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  /**
   * When this machine's Chromium, unthrottled, painted first (ms after navigation start). Lantern
   * estimates LCP from the requests and tasks that came before the observed paint: where that
   * paint came late (HELD_FIRST_PAINT_MS), everything the page loads by then counts.
   */
  observedFcpMs: number;
  /** Lighthouse's measure of this machine's speed at the time of the run (higher is faster). */
  benchmarkIndex: number;
}

export const LIGHTHOUSE_FIGURES: readonly (keyof LighthouseFigures)[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'tbtMs',
  'lcpMs',
  'cls',
  'fcpMs',
  'observedFcpMs',
  'benchmarkIndex',
];

/**
 * An observed first paint this late was held by the browser, not by the page: headless Chromium
 * here sometimes paints a ready page only at its next one-second tick (1.2 or 2.3 s), seen on a
 * copy of a page with no scripts and no render-blocking font as well. The bench counts such runs
 * beside the medians (report.ts), so a slow LCP can be told from a slow page.
 */
export const HELD_FIRST_PAINT_MS = 1000;

export function heldFirstPaints(runs: readonly LighthouseFigures[]): number {
  return runs.filter((run) => run.observedFcpMs >= HELD_FIRST_PAINT_MS).length;
}

/** Debian's chromium unless CHROME_PATH names another: the bench never downloads a browser. */
export const chromePath = (env: Record<string, string | undefined> = process.env): string =>
  env.CHROME_PATH || '/usr/bin/chromium';

function score(lhr: LighthouseResult, category: string): number {
  const value = lhr.categories[category]?.score;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${category} score`);
  return Math.round(value * 100);
}

/** The `metrics` audit's observed (unthrottled) timings, as Lighthouse 12 writes them. */
function observed(lhr: LighthouseResult, key: string): number {
  const details = lhr.audits.metrics?.details as { items?: Record<string, unknown>[] } | undefined;
  const value = details?.items?.[0]?.[key];
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${key}`);
  return value;
}

function metric(lhr: LighthouseResult, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${audit} value`);
  return value;
}

/** The figures of one report; a run Lighthouse could not finish (runtimeError) throws. */
export function lighthouseFigures(lhr: LighthouseResult): LighthouseFigures {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    observedFcpMs: observed(lhr, 'observedFirstContentfulPaint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * One Lighthouse run with its default (mobile, simulated throttling) settings in a Chromium of
 * its own, closed afterwards, so no run inherits another's cache or processes.
 */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  // Both are ES modules; the bench runs as CommonJS under tsx.
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({
    chromePath: chromePath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // The 404 page is measured too: it answers 404 on purpose.
      ignoreStatusCode: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return lighthouseFigures(result.lhr);
  } finally {
    chrome.kill();
  }
}
