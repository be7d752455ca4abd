import type { Result as LighthouseResult } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { chromePath, heldFirstPaints, lighthouseFigures } from './lighthouse';

/** The parts of a Lighthouse report the bench reads, as Lighthouse 12 writes them. */
function report(overrides: Partial<LighthouseResult> = {}): LighthouseResult {
  return {
    categories: {
      performance: { score: 0.91 },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: 0.92 },
    },
    audits: {
      'total-blocking-time': { numericValue: 208.4 },
      'largest-contentful-paint': { numericValue: 2642.1 },
      'cumulative-layout-shift': { numericValue: 0.041 },
      'first-contentful-paint': { numericValue: 1210 },
      metrics: {
        details: { items: [{ observedFirstContentfulPaint: 312, firstContentfulPaint: 1210 }] },
      },
    },
    environment: { benchmarkIndex: 1432.5 },
    ...overrides,
  } as unknown as LighthouseResult;
}

describe('lighthouseFigures', () => {
  it('reads the four scores out of 100, TBT, LCP, CLS, FCP and the benchmark index', () => {
    expect(lighthouseFigures(report())).toEqual({
      performance: 91,
      accessibility: 100,
      bestPractices: 96,
      seo: 92,
      tbtMs: 208.4,
      lcpMs: 2642.1,
      cls: 0.041,
      fcpMs: 1210,
      observedFcpMs: 312,
      benchmarkIndex: 1432.5,
    });
  });

  it('throws for a run Lighthouse could not finish', () => {
    const failed = report({
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    });
    expect(() => lighthouseFigures(failed)).toThrow('Lighthouse: NO_FCP The page did not paint');
  });

  it('throws when the observed first paint is missing (a report without the metrics audit)', () => {
    const noMetrics = report();
    delete (noMetrics.audits as Record<string, unknown>).metrics;
    expect(() => lighthouseFigures(noMetrics)).toThrow(
      'Lighthouse gave no observedFirstContentfulPaint',
    );
  });

  it('throws when a score is missing (an audit that errored)', () => {
    const noSeo = report();
    noSeo.categories.seo!.score = null;
    expect(() => lighthouseFigures(noSeo)).toThrow('Lighthouse gave no seo score');
  });
});

describe('heldFirstPaints', () => {
  it('counts the runs whose observed first paint came a second or more after navigation', () => {
    const run = (observedFcpMs: number) => ({ ...lighthouseFigures(report()), observedFcpMs });
    expect(heldFirstPaints([run(312), run(999), run(1000), run(2320)])).toBe(2);
    expect(heldFirstPaints([])).toBe(0);
  });
});

describe('chromePath', () => {
  it("is Debian's chromium unless CHROME_PATH names another", () => {
    expect(chromePath({})).toBe('/usr/bin/chromium');
    expect(chromePath({ CHROME_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
  });
});
