import { median, percentile } from '../../content-service/bench/stats';

export interface Timing {
  medianMs: number;
  p90Ms: number;
  runs: number;
}

/** Time to the whole answer of one GET, in milliseconds. */
export async function timeGet(url: string): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual' });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

/** `runs` sequential GETs after `warmup` unmeasured ones. */
export async function timeRepeated(url: string, runs: number, warmup = 5): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await timeGet(url);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await timeGet(url)).ms);
  return { medianMs: median(times), p90Ms: percentile(times, 90), runs };
}

export { median };
