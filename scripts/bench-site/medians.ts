import { median } from '../../content-service/bench/stats';

/** Numeric figures of one run, keyed by name. */
export type Figures<K extends string> = Record<K, number>;

/**
 * The median of each figure over the runs, figure by figure (so the medians may come from
 * different runs, as each figure's own middle value). Null when no run succeeded.
 */
export function medianFigures<K extends string>(
  runs: readonly Figures<K>[],
  keys: readonly K[],
): Figures<K> | null {
  if (runs.length === 0) return null;
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Figures<K>;
}

export { median };
