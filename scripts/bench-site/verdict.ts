import type { LighthouseFigures } from './lighthouse';

/** Issue 11's bar for a route's Lighthouse mobile medians. */
export const BAR = {
  performance: 95,
  tbtMs: 150,
  lcpMs: 2500,
  /** When the floor itself scores below 95: at most this many points under the floor. */
  pointsUnderFloor: 3,
  /** ... and a TBT of at most this many times the floor's. */
  tbtTimesFloor: 1.3,
} as const;

export interface Verdict {
  pass: boolean;
  /** The bar that applied: the absolute one, or the floor's (the floor scored below 95). */
  bar: 'absolute' | 'floor';
  /** One phrase per check that failed, e.g. "TBT 210 ms > 150 ms". */
  failures: string[];
}

/** CLS as Lighthouse reports it (three decimals): a shift of 0.0001 reads as 0. */
const reportedCls = (cls: number) => Math.round(cls * 1000) / 1000;

type Judged = Pick<LighthouseFigures, 'performance' | 'tbtMs' | 'lcpMs' | 'cls'>;

/**
 * Pass when performance ≥ 95 with TBT ≤ 150 ms, LCP ≤ 2.5 s and CLS 0 (to Lighthouse's three decimals). When the floor measured
 * in the same run scores below 95 (a loaded machine), performance within 3 points of the floor's
 * and TBT within 1.3 × the floor's also pass; LCP and CLS keep their bounds.
 */
export function verdict(ours: Judged, floor: Judged): Verdict {
  const bar = floor.performance < BAR.performance ? 'floor' : 'absolute';
  const failures: string[] = [];
  const performanceBar =
    bar === 'floor'
      ? Math.min(BAR.performance, floor.performance - BAR.pointsUnderFloor)
      : BAR.performance;
  if (ours.performance < performanceBar) {
    failures.push(`performance ${ours.performance} < ${performanceBar}`);
  }
  const tbtBar = bar === 'floor' ? Math.max(BAR.tbtMs, floor.tbtMs * BAR.tbtTimesFloor) : BAR.tbtMs;
  if (ours.tbtMs > tbtBar)
    failures.push(`TBT ${Math.round(ours.tbtMs)} ms > ${Math.round(tbtBar)} ms`);
  if (ours.lcpMs > BAR.lcpMs) failures.push(`LCP ${Math.round(ours.lcpMs)} ms > ${BAR.lcpMs} ms`);
  if (reportedCls(ours.cls) > 0) failures.push(`CLS ${ours.cls.toFixed(3)} > 0`);
  return { pass: failures.length === 0, bar, failures };
}
