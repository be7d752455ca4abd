import { median, percentile } from './stats';

export interface LatencyResult {
  name: string;
  runs: number;
  medianMs: number;
  p99Ms: number;
}

/** Sends the same GraphQL POST `runs` times over one keep-alive connection and times each answer. */
export async function measure(
  url: string,
  name: string,
  body: { query: string; variables?: Record<string, unknown> },
  runs: number,
): Promise<LatencyResult> {
  const payload = JSON.stringify(body);
  const send = async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    const json = (await res.json()) as { errors?: unknown; data?: unknown };
    if (res.status !== 200 || json.errors) {
      throw new Error(`${name}: ${res.status} ${JSON.stringify(json.errors)}`);
    }
  };
  for (let i = 0; i < Math.min(50, runs); i++) await send(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await send();
    times.push(performance.now() - start);
  }
  return { name, runs, medianMs: median(times), p99Ms: percentile(times, 99) };
}
