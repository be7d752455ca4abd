/** What `npm run bench:scale` measures (see scripts/bench-scale.ts) and how it is printed. */
export interface ScaleReport {
  commit: string;
  date: string;
  machine: { cpus: number; loadAverage: number[] };
  /** Page views spread over two instances in turn, each path asked on both. */
  views: {
    count: number;
    paths: number;
    /** GraphQL requests to the backend: each instance with its own cache, then one Redis. */
    backendRequests: { perInstance: number; shared: number };
  };
  /** req/s on one cached page at `connections` connections in all, `seconds` a run. */
  throughput: {
    path: string;
    connections: number;
    seconds: number;
    oneFileCache: number;
    oneRedis: number;
    twoRedis: number;
  };
}

const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(2) : 'n/a');
const perSecond = (value: number) => `${Math.round(value)} req/s`;

export function formatScaleReport(report: ScaleReport): string {
  const { views, throughput } = report;
  return [
    `bench:scale ${report.commit} ${report.date} (${report.machine.cpus} cores, load ${report.machine.loadAverage.map((load) => load.toFixed(1)).join(' ')})`,
    '',
    `Backend (GraphQL) requests for ${views.count} page views over two instances (${views.paths} paths):`,
    `  each instance its own cache   ${views.backendRequests.perInstance}`,
    `  shared cache (Redis)          ${views.backendRequests.shared}   (${ratio(views.backendRequests.shared, views.backendRequests.perInstance)} of it)`,
    '',
    `Cached page ${throughput.path}, ${throughput.connections} connections, ${throughput.seconds} s:`,
    `  one instance, file cache      ${perSecond(throughput.oneFileCache)}`,
    `  one instance, Redis           ${perSecond(throughput.oneRedis)}   (${ratio(throughput.oneRedis, throughput.oneFileCache)} × file cache)`,
    `  two instances, Redis          ${perSecond(throughput.twoRedis)}   (${ratio(throughput.twoRedis, throughput.oneRedis)} × one instance)`,
  ].join('\n');
}
