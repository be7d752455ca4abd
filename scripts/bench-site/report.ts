import { type LighthouseFigures, heldFirstPaints } from './lighthouse';
import type { BenchPart } from './options';
import type { PageViewCount } from './page-views';
import type { RouteName } from './routes';
import type { Encoding, ThroughputFigures } from './throughput';
import type { Verdict } from './verdict';

/** A figure of ours and the same figure of the floor, measured in the same run. */
export interface Paired<T> {
  ours: T | null;
  floor: T | null;
}

export interface LighthouseRoute extends Paired<LighthouseFigures> {
  name: RouteName;
  url: string;
  /** Null when either side has no successful run. */
  verdict: Verdict | null;
  runs: { ours: LighthouseFigures[]; floor: LighthouseFigures[] };
  /** Runs Lighthouse could not finish, with the reason. */
  errors: string[];
}

export interface ThroughputRoute extends Paired<ThroughputFigures> {
  name: RouteName;
  url: string;
  /** What the load asked for: nothing compressed, or gzip as a browser asks. */
  encoding: Encoding;
  runs: { ours: ThroughputFigures[]; floor: ThroughputFigures[] };
}

/** Everything one `npm run bench:site` measured; written as JSON for comparing commits. */
export interface BenchReport {
  schema: 1;
  commit: string;
  date: string;
  backend: { kind: 'demo' | 'wordpress'; url: string };
  runs: number;
  parts: BenchPart[];
  machine: { cpus: number; loadAverage: number[]; node: string };
  firstLoadJs?: {
    /** gzip bytes of what every page loads (_app), and of the floor's page. */
    app: number;
    floor: number;
    routes: { name: RouteName; url: string; bytes: number; manifestBytes: number }[];
  };
  uncached?: {
    /** The first page a freshly started server answers (the home; the floor's page). */
    firstAfterStartMs: Paired<number>;
    routes: { name: RouteName; medianMs: number; paths: number; backendRequests: number[] }[];
  };
  response?: {
    requests: number;
    routes: { name: RouteName; medianMs: number; p90Ms: number }[];
    floor: { medianMs: number; p90Ms: number };
  };
  throughput?: { connections: number; seconds: number; routes: ThroughputRoute[] };
  lighthouse?: { routes: LighthouseRoute[] };
  pageViews?: {
    views: PageViewCount[];
    total: { backendRequests: number; dataRequests: number };
  };
}

/** `site-<commit>-<UTC date and time>.json`: sorts by time within a commit. */
export function benchFileName(commit: string, date: Date): string {
  const stamp = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `site-${commit}-${stamp}.json`;
}

/** Columns padded to their widest cell: the first left-aligned, the others right-aligned. */
export function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    `  ${row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ')}`.trimEnd();
  return [
    line(header),
    `  ${widths.map((width) => '-'.repeat(width)).join('  ')}`,
    ...rows.map(line),
  ];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const secs = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** "ours / floor", a dash for a side without a figure. */
function pair<T>(paired: Paired<T>, format: (value: T) => string): string {
  const side = (value: T | null) => (value === null ? '–' : format(value));
  return `${side(paired.ours)} / ${side(paired.floor)}`;
}

function pick<T, K extends keyof T>(paired: Paired<T>, key: K): Paired<T[K]> {
  return { ours: paired.ours?.[key] ?? null, floor: paired.floor?.[key] ?? null };
}

function lighthouseLines(report: BenchReport): string[] {
  const routes = report.lighthouse?.routes ?? [];
  const rows = routes.map((route) => [
    route.name,
    pair(pick(route, 'performance'), String),
    pair(pick(route, 'accessibility'), String),
    pair(pick(route, 'bestPractices'), String),
    pair(pick(route, 'seo'), String),
    pair(pick(route, 'tbtMs'), ms),
    pair(pick(route, 'lcpMs'), secs),
    pair(pick(route, 'cls'), (value) => value.toFixed(3)),
    pair(pick(route, 'fcpMs'), secs),
    pair(pick(route, 'observedFcpMs'), secs),
    `${heldFirstPaints(route.runs.ours)} / ${heldFirstPaints(route.runs.floor)}`,
    pair(pick(route, 'benchmarkIndex'), (value) => String(Math.round(value))),
    route.verdict === null
      ? `no result${route.errors.length > 0 ? ` (${route.errors.length} failed runs)` : ''}`
      : route.verdict.pass
        ? `pass (${route.verdict.bar} bar)`
        : `FAIL (${route.verdict.bar} bar): ${route.verdict.failures.join(', ')}`,
  ]);
  return [
    `\nLighthouse mobile (simulated throttling), medians of ${report.runs} runs interleaved with the floor; each cell: ours / floor`,
    '("FCP seen": the unthrottled first paint; "held": runs whose first paint the browser held a second or more, when LCP counts all the page loaded by then)',
    ...formatTable(
      [
        'route',
        'perf',
        'a11y',
        'best pr.',
        'SEO',
        'TBT',
        'LCP',
        'CLS',
        'FCP',
        'FCP seen',
        'held',
        'bench index',
        'verdict',
      ],
      rows,
    ),
  ];
}

/** `a ÷ b` to two places, a dash when either is missing (NaN: no CPU figure on this system). */
function ratio(a: number | undefined, b: number | undefined): string {
  return a === undefined || b === undefined || !Number.isFinite(a / b)
    ? '–'
    : `${(a / b).toFixed(2)} ×`;
}

function throughputLines(report: BenchReport): string[] {
  const part = report.throughput!;
  const rows = part.routes.map((route) => [
    `${route.name} ${route.url}`,
    route.encoding,
    pair(pick(route, 'requestsPerSecond'), (value) => value.toFixed(0)),
    pair(pick(route, 'p99Ms'), ms),
    ratio(route.ours?.requestsPerSecond, route.floor?.requestsPerSecond),
    pair(pick(route, 'cpuUsPerRequest'), (value) =>
      Number.isFinite(value) ? `${Math.round(value)} µs` : '–',
    ),
    // The floor's CPU per request over ours: what req/s would be on an otherwise idle machine.
    ratio(route.floor?.cpuUsPerRequest, route.ours?.cpuUsPerRequest),
    pair(pick(route, 'non2xx'), String),
  ]);
  return [
    `\nThroughput, cached, ${part.connections} connections, ${part.seconds} s a run, medians of ${report.runs} runs; ours / floor`,
    '  (compressed: gzip asked as a browser does; server CPU per request, floor ÷ ours: the cost ratio, steadier under load)',
    ...formatTable(
      [
        'page',
        'compressed',
        'req/s',
        'p99',
        'ours ÷ floor',
        'CPU / request',
        'floor ÷ ours CPU',
        'non-2xx',
      ],
      rows,
    ),
  ];
}

function firstLoadLines(report: BenchReport): string[] {
  const part = report.firstLoadJs!;
  return [
    '\nFirst-load JavaScript, gzip (kB = 1000 bytes), as served; the floor page: ' + kb(part.floor),
    ...formatTable(
      ['route', 'served', "route's own", 'manifest', 'ours / floor'],
      [
        ['_app (chrome, providers, Next)', kb(part.app), '', '', ''],
        ...part.routes.map((route) => [
          `${route.name} ${route.url}`,
          kb(route.bytes),
          kb(route.bytes - part.app),
          kb(route.manifestBytes),
          `${(route.bytes / part.floor).toFixed(2)} ×`,
        ]),
      ],
    ),
  ];
}

function uncachedLines(report: BenchReport): string[] {
  const part = report.uncached!;
  return [
    `\nUncached render: the first request of each path on a freshly started server (ISR renders on first request)`,
    `  first page after start (home / floor page): ${pair(part.firstAfterStartMs, ms)}`,
    ...formatTable(
      ['route', 'median', 'paths', 'backend requests'],
      part.routes.map((route) => [
        route.name,
        ms(route.medianMs),
        String(route.paths),
        [...new Set(route.backendRequests)].join(' or '),
      ]),
    ),
  ];
}

function responseLines(report: BenchReport): string[] {
  const part = report.response!;
  return [
    `\nServer response time, cached: median of ${part.requests} sequential requests after warm-up; floor page ${ms(part.floor.medianMs)}`,
    ...formatTable(
      ['route', 'median', 'p90'],
      part.routes.map((route) => [
        route.name,
        `${route.medianMs.toFixed(1)} ms`,
        `${route.p90Ms.toFixed(1)} ms`,
      ]),
    ),
  ];
}

function pageViewLines(report: BenchReport): string[] {
  const part = report.pageViews!;
  return [
    '\nPage views in Chromium on a cold cache, no interaction (prefetches included); the floor makes none',
    ...formatTable(
      ['path', 'backend requests', 'data requests'],
      [
        ...part.views.map((view) => [
          view.path,
          String(view.backendRequests),
          String(view.dataRequests),
        ]),
        [
          `${part.views.length} page views`,
          String(part.total.backendRequests),
          String(part.total.dataRequests),
        ],
      ],
    ),
  ];
}

/** The whole report as printed: a heading, then one table per part that ran. */
export function formatReport(report: BenchReport): string {
  const sections: [unknown, (report: BenchReport) => string[]][] = [
    [report.pageViews, pageViewLines],
    [report.uncached, uncachedLines],
    [report.firstLoadJs, firstLoadLines],
    [report.response, responseLines],
    [report.throughput, throughputLines],
    [report.lighthouse, lighthouseLines],
  ];
  return [
    `bench:site ${report.commit} ${report.date} on ${report.backend.kind} (${report.backend.url}); ` +
      `${report.machine.cpus} CPUs, load ${report.machine.loadAverage.map((load) => load.toFixed(2)).join(' ')}`,
    ...sections.flatMap(([part, lines]) => (part === undefined ? [] : lines(report))),
  ].join('\n');
}
