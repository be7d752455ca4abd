import type autocannon from 'autocannon';
import { describe, expect, it } from 'vitest';
import { BROWSER_ACCEPT_ENCODING, requestHeaders, throughputFigures } from './throughput';

const result = {
  requests: { average: 612.4, p99: 700, total: 6124 },
  latency: { average: 50, p99: 118 },
  non2xx: 0,
  errors: 2,
} as unknown as autocannon.Result;

describe('throughputFigures', () => {
  it("reads req/s (the per-second average), p99 latency, what did not answer 2xx, and the server's CPU per request", () => {
    expect(throughputFigures(result, 4899.2)).toEqual({
      requestsPerSecond: 612.4,
      p99Ms: 118,
      non2xx: 0,
      errors: 2,
      cpuUsPerRequest: 800,
    });
  });

  it('has no CPU figure when the process could not be read', () => {
    expect(throughputFigures(result, null).cpuUsPerRequest).toBeNaN();
  });
});

describe('requestHeaders', () => {
  it('asks for nothing compressed by default, and as a browser does for gzip', () => {
    expect(requestHeaders('none')).toEqual({});
    expect(requestHeaders('gzip')).toEqual({ 'accept-encoding': BROWSER_ACCEPT_ENCODING });
    expect(BROWSER_ACCEPT_ENCODING).toContain('gzip');
  });
});
