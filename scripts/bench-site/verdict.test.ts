import { describe, expect, it } from 'vitest';
import { verdict } from './verdict';

const quiet = { performance: 100, tbtMs: 10, lcpMs: 800, cls: 0 };

describe('verdict: the absolute bar (the floor scores 95 or more)', () => {
  it('passes at 95 with TBT 150 ms, LCP 2.5 s and CLS 0', () => {
    expect(verdict({ performance: 95, tbtMs: 150, lcpMs: 2500, cls: 0 }, quiet)).toEqual({
      pass: true,
      bar: 'absolute',
      failures: [],
    });
  });

  it('fails below 95, and names every check that failed', () => {
    expect(verdict({ performance: 91, tbtMs: 208, lcpMs: 2600, cls: 0.041 }, quiet)).toEqual({
      pass: false,
      bar: 'absolute',
      failures: [
        'performance 91 < 95',
        'TBT 208 ms > 150 ms',
        'LCP 2600 ms > 2500 ms',
        'CLS 0.041 > 0',
      ],
    });
  });

  it('reads CLS to the three decimals Lighthouse reports: 0.0004 is 0, 0.0005 is not', () => {
    expect(verdict({ ...quiet, cls: 0.0004 }, quiet).pass).toBe(true);
    expect(verdict({ ...quiet, cls: 0.0005 }, quiet).failures).toEqual(['CLS 0.001 > 0']);
  });

  it('does not take "within 3 points of the floor" while the floor is at 95 or more', () => {
    expect(verdict({ ...quiet, performance: 94 }, { ...quiet, performance: 95 }).pass).toBe(false);
  });
});

describe('verdict: the floor bar (the floor scores below 95 in the same run)', () => {
  const loaded = { performance: 80, tbtMs: 600, lcpMs: 2000, cls: 0 };

  it('passes within 3 points of the floor and TBT within 1.3 × the floor', () => {
    expect(verdict({ performance: 77, tbtMs: 780, lcpMs: 2400, cls: 0 }, loaded)).toEqual({
      pass: true,
      bar: 'floor',
      failures: [],
    });
  });

  it('fails 4 points under the floor or above 1.3 × its TBT', () => {
    expect(verdict({ performance: 76, tbtMs: 781, lcpMs: 2400, cls: 0 }, loaded)).toEqual({
      pass: false,
      bar: 'floor',
      failures: ['performance 76 < 77', 'TBT 781 ms > 780 ms'],
    });
  });

  it('still passes what the absolute bar passes (95, TBT 150 ms) under a floor at 94', () => {
    expect(
      verdict(
        { performance: 95, tbtMs: 150, lcpMs: 1000, cls: 0 },
        { ...loaded, performance: 94, tbtMs: 20 },
      ).pass,
    ).toBe(true);
  });

  it('keeps LCP at 2.5 s and CLS at 0', () => {
    expect(
      verdict({ performance: 80, tbtMs: 500, lcpMs: 2600, cls: 0.01 }, loaded).failures,
    ).toEqual(['LCP 2600 ms > 2500 ms', 'CLS 0.010 > 0']);
  });
});
