import autocannon from 'autocannon';
import { processCpuMs } from './process-cpu';

export interface ThroughputFigures {
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers other than 2xx, and connection errors: a run with any measured something else. */
  non2xx: number;
  errors: number;
  /**
   * The server process's CPU time per answered request, in microseconds (NaN where /proc is
   * missing). Steadier than req/s on a shared machine; its ratio to the floor's is the cost ratio.
   */
  cpuUsPerRequest: number;
}

export const THROUGHPUT_FIGURES: readonly (keyof ThroughputFigures)[] = [
  'requestsPerSecond',
  'p99Ms',
  'non2xx',
  'errors',
  'cpuUsPerRequest',
];

export const CONNECTIONS = 32;
/** Seconds of load before the measured runs of a page, on ours and on the floor alike. */
export const WARM_UP_SECONDS = 3;

/**
 * How the load asks for pages: as autocannon does by default (no Accept-Encoding, so nothing is
 * compressed), and as a browser does (Next then gzips every answer, cached pages included).
 */
export const ENCODINGS = ['none', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** What Chrome sends; Next's compression answers gzip to it. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export function requestHeaders(encoding: Encoding): Record<string, string> {
  return encoding === 'gzip' ? { 'accept-encoding': BROWSER_ACCEPT_ENCODING } : {};
}

export function throughputFigures(
  result: autocannon.Result,
  cpuMs: number | null,
): ThroughputFigures {
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuUsPerRequest:
      cpuMs === null || result.requests.total === 0
        ? Number.NaN
        : (cpuMs * 1000) / result.requests.total,
  };
}

/**
 * One autocannon run of `seconds` at 32 connections against one loopback address, with the CPU
 * time the server process `pid` spent meanwhile.
 */
export async function runAutocannon(
  url: string,
  seconds: number,
  pid: number | undefined,
  encoding: Encoding = 'none',
): Promise<ThroughputFigures> {
  const before = pid === undefined ? null : processCpuMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: requestHeaders(encoding),
  });
  const after = pid === undefined ? null : processCpuMs(pid);
  return throughputFigures(result, before === null || after === null ? null : after - before);
}
