import { expect, it } from 'vitest';
import { type ScaleReport, formatScaleReport } from './scale-report';

const report: ScaleReport = {
  commit: 'abc1234',
  date: '2026-11-25T09:00:00.000Z',
  machine: { cpus: 2, loadAverage: [1, 2, 3] },
  views: { count: 40, paths: 10, backendRequests: { perInstance: 80, shared: 40 } },
  throughput: {
    path: '/post/',
    connections: 32,
    seconds: 10,
    oneFileCache: 400,
    oneRedis: 380,
    twoRedis: 570,
  },
};

it('reports the backend requests with and without the shared cache, and the ratios', () => {
  const text = formatScaleReport(report);
  expect(text).toContain('each instance its own cache   80');
  expect(text).toContain('shared cache (Redis)          40   (0.50 of it)');
  expect(text).toContain('one instance, Redis           380 req/s   (0.95 × file cache)');
  expect(text).toContain('two instances, Redis          570 req/s   (1.50 × one instance)');
});

it('says n/a rather than dividing by nothing', () => {
  const text = formatScaleReport({
    ...report,
    throughput: { ...report.throughput, oneFileCache: 0 },
  });
  expect(text).toContain('(n/a × file cache)');
});
