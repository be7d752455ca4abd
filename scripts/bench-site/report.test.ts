import { describe, expect, it } from 'vitest';
import type { LighthouseFigures } from './lighthouse';
import { type BenchReport, benchFileName, formatReport, formatTable } from './report';

const figures = (overrides: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  performance: 91,
  accessibility: 100,
  bestPractices: 96,
  seo: 100,
  tbtMs: 208,
  lcpMs: 2600,
  cls: 0,
  fcpMs: 1200,
  observedFcpMs: 300,
  benchmarkIndex: 1400,
  ...overrides,
});

const report: BenchReport = {
  schema: 1,
  commit: 'abc1234',
  date: '2026-11-25T07:01:02.345Z',
  backend: { kind: 'demo', url: 'http://127.0.0.1:4100' },
  runs: 3,
  parts: ['throughput', 'lighthouse'],
  machine: { cpus: 2, loadAverage: [1.5, 1.2, 1], node: 'v20.20.2' },
  throughput: {
    connections: 32,
    seconds: 10,
    routes: [
      {
        name: 'post',
        url: '/a-post/',
        encoding: 'none',
        ours: { requestsPerSecond: 600, p99Ms: 120, non2xx: 0, errors: 0, cpuUsPerRequest: 900 },
        floor: { requestsPerSecond: 1200, p99Ms: 50, non2xx: 0, errors: 0, cpuUsPerRequest: 225 },
        runs: { ours: [], floor: [] },
      },
      {
        name: 'post',
        url: '/a-post/',
        encoding: 'gzip',
        ours: { requestsPerSecond: 450, p99Ms: 150, non2xx: 0, errors: 0, cpuUsPerRequest: 1200 },
        floor: {
          requestsPerSecond: 1000,
          p99Ms: 60,
          non2xx: 0,
          errors: 0,
          cpuUsPerRequest: Number.NaN,
        },
        runs: { ours: [], floor: [] },
      },
    ],
  },
  lighthouse: {
    routes: [
      {
        name: 'post',
        url: '/a-post/',
        ours: figures(),
        floor: figures({ performance: 100, tbtMs: 5, lcpMs: 700 }),
        verdict: { pass: false, bar: 'absolute', failures: ['performance 91 < 95'] },
        runs: {
          ours: [figures(), figures({ observedFcpMs: 2320 }), figures({ observedFcpMs: 1240 })],
          floor: [figures(), figures(), figures()],
        },
        errors: [],
      },
      {
        name: '404',
        url: '/no-such-page/',
        ours: null,
        floor: figures(),
        verdict: null,
        runs: { ours: [], floor: [figures()] },
        errors: ['http://x/no-such-page/: Lighthouse: NO_FCP'],
      },
    ],
  },
};

describe('formatTable', () => {
  it('pads each column to its widest cell, the first to the left, the others to the right', () => {
    expect(
      formatTable(
        ['route', 'perf'],
        [
          ['home', '91 / 100'],
          ['a post', '9 / 99'],
        ],
      ),
    ).toEqual([
      '  route       perf',
      '  ------  --------',
      '  home    91 / 100',
      '  a post    9 / 99',
    ]);
  });
});

describe('formatReport', () => {
  const text = formatReport(report);
  const lighthouseLines = text.slice(text.indexOf('Lighthouse mobile')).split('\n');

  it('prints every Lighthouse figure beside the floor figure, and the verdict', () => {
    const post = lighthouseLines.find((line) => line.trimStart().startsWith('post '))!;
    expect(post).toContain('91 / 100');
    expect(post).toContain('208 ms / 5 ms');
    expect(post).toContain('2.60 s / 0.70 s');
    expect(post).toContain('0.000 / 0.000');
    expect(post).toContain('1400 / 1400');
    expect(post).toContain('FAIL (absolute bar): performance 91 < 95');
  });

  it('prints the observed first paint and how many runs had it held a second or more', () => {
    const header = lighthouseLines.find((line) => line.trimStart().startsWith('route '))!;
    expect(header).toMatch(/FCP seen +held/);
    const post = lighthouseLines.find((line) => line.trimStart().startsWith('post '))!;
    expect(post).toContain('0.30 s / 0.30 s');
    expect(post).toMatch(/ 2 \/ 0 /);
  });

  it('shows a route without results, with its failed runs', () => {
    const line = lighthouseLines.find((entry) => entry.trimStart().startsWith('404'))!;
    expect(line).toContain('– / 91');
    expect(line).toContain('no result (1 failed runs)');
  });

  const throughputRows = text.split('\n').filter((entry) => entry.includes('post /a-post/'));

  it('prints req/s and p99 beside the floor and their ratio', () => {
    const line = throughputRows.find((entry) => / none /.test(entry))!;
    expect(line).toContain('600 / 1200');
    expect(line).toContain('120 ms / 50 ms');
    expect(line).toContain('0.50 ×');
  });

  it("prints the server's CPU per request beside the floor's, and the floor's over ours", () => {
    const line = throughputRows.find((entry) => / none /.test(entry))!;
    expect(line).toContain('900 µs / 225 µs');
    expect(line).toContain('0.25 ×');
  });

  it('prints a row per encoding asked, with a dash for a CPU figure not measured', () => {
    const line = throughputRows.find((entry) => / gzip /.test(entry))!;
    expect(line).toContain('450 / 1000');
    expect(line).toContain('1200 µs / –');
    expect(line).toContain('0.45 ×');
    expect(line).toMatch(/–\s+0 \/ 0$/);
  });

  it('prints only the parts that ran', () => {
    expect(text).toContain('Lighthouse mobile');
    expect(text).not.toContain('First-load JavaScript');
    expect(text).not.toContain('Page views');
  });
});

describe('the JSON file', () => {
  it('is named by commit and UTC time', () => {
    expect(benchFileName('abc1234-dirty', new Date('2026-11-25T07:01:02.345Z'))).toBe(
      'site-abc1234-dirty-20261125T070102Z.json',
    );
  });

  it('holds the report as data that survives a JSON round trip', () => {
    const parsed = JSON.parse(JSON.stringify(report)) as BenchReport;
    // JSON has no NaN: a CPU figure not measured comes back as null.
    const gzipFloor = parsed.throughput!.routes[1]!.floor!;
    expect(gzipFloor.cpuUsPerRequest).toBeNull();
    gzipFloor.cpuUsPerRequest = Number.NaN;
    expect(parsed).toEqual(report);
    expect(Object.keys(parsed)).toEqual(
      expect.arrayContaining(['schema', 'commit', 'date', 'backend', 'runs', 'machine']),
    );
  });
});
