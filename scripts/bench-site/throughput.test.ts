import type autocannon from 'autocannon';
import { expect, it } from 'vitest';
import { throughputFigures } from './throughput';

it('reads req/s (the per-second average), p99 latency and what did not answer 2xx', () => {
  const result = {
    requests: { average: 612.4, p99: 700 },
    latency: { average: 50, p99: 118 },
    non2xx: 0,
    errors: 2,
  } as unknown as autocannon.Result;
  expect(throughputFigures(result)).toEqual({
    requestsPerSecond: 612.4,
    p99Ms: 118,
    non2xx: 0,
    errors: 2,
  });
});
