import autocannon from 'autocannon';

export interface ThroughputFigures {
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers other than 2xx, and connection errors: a run with any measured something else. */
  non2xx: number;
  errors: number;
}

export const THROUGHPUT_FIGURES: readonly (keyof ThroughputFigures)[] = [
  'requestsPerSecond',
  'p99Ms',
  'non2xx',
  'errors',
];

export const CONNECTIONS = 32;

export function throughputFigures(result: autocannon.Result): ThroughputFigures {
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** One autocannon run of `seconds` at 32 connections against one loopback address. */
export async function runAutocannon(url: string, seconds: number): Promise<ThroughputFigures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return throughputFigures(result);
}
