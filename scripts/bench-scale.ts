/**
 * `npm run bench:scale [-- --views N --duration S --reuse-build]`: the site on two instances
 * (issue 14). Starts the demo content service behind a counting proxy, a redis-server on a
 * loopback port and two `next start` of one build, and reports (1) the backend requests of N page
 * views spread over both instances, each with its own cache and then sharing one Redis, and (2)
 * req/s on a cached page: one instance with the file cache, one with Redis, two with Redis (the
 * same 32 connections in all). On a 2-core machine two instances share the cores with the load
 * generator: the point is correctness and no regression, read as ratios. Writes
 * .data/bench/scale-<date>.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { demoSource, startContentService } from '../tests/e2e/support/content-services';
import {
  type RunningSite,
  buildSite,
  prepareDataDir,
  root,
  startSite,
} from '../tests/e2e/support/next-servers';
import { startTestRedis } from '../tests/support/redis-server';
import { type CountingProxy, startCountingProxy } from './bench-site/counting-proxy';
import { benchTargets } from './bench-site/routes';
import { CONNECTIONS } from './bench-site/throughput';
import { type ScaleReport, formatScaleReport } from './bench-scale/scale-report';

const CACHED_PAGE = '/news/company/lavanda-turns-five/';
const progress = (message: string) => process.stderr.write(`… ${message}\n`);

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} needs a whole number`);
  return value;
}

/** `count` views, in turn on each instance, cycling through `paths`; the backend requests. */
async function viewRequests(
  sites: RunningSite[],
  proxy: CountingProxy,
  paths: string[],
  count: number,
) {
  const before = proxy.graphqlRequests();
  for (let view = 0; view < count; view++) {
    const site = sites[view % sites.length]!;
    // Each path is asked on both instances before the next: A renders, B may reuse.
    const page = paths[Math.floor(view / sites.length) % paths.length]!;
    await (await fetch(`${site.url}${page}`, { redirect: 'manual' })).arrayBuffer();
  }
  // A stale page is answered first and regenerated after: let that finish.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return proxy.graphqlRequests() - before;
}

/** req/s over `sites` together, CONNECTIONS split between them, for `seconds`. */
async function requestsPerSecond(sites: RunningSite[], seconds: number): Promise<number> {
  for (const site of sites) await fetch(`${site.url}${CACHED_PAGE}`);
  const results = await Promise.all(
    sites.map((site) =>
      autocannon({
        url: `${site.url}${CACHED_PAGE}`,
        connections: CONNECTIONS / sites.length,
        duration: seconds,
      }),
    ),
  );
  const failed = results.reduce((sum, result) => sum + result.non2xx + result.errors, 0);
  if (failed > 0) progress(`${failed} answers were not 2xx`);
  return results.reduce((sum, result) => sum + result.requests.average, 0);
}

async function main(): Promise<void> {
  const views = flag('--views', 40);
  const seconds = flag('--duration', 10);
  const reuse = process.argv.includes('--reuse-build') || process.env.BENCH_REUSE_BUILD === '1';
  prepareDataDir();
  const service = await startContentService(demoSource);
  const proxy = await startCountingProxy(service.url);
  const redis = await startTestRedis();
  const running: RunningSite[] = [];
  const start = async (name: string, extra: Record<string, string> = {}) => {
    // GraphQL through the counting proxy; media keep the backend's own address.
    const site = await startSite(name, service.url, {
      WORDPRESS_GRAPHQL_URL: `${proxy.url}/graphql`,
      ...extra,
    });
    running.push(site);
    return site;
  };
  const stopAll = async () => {
    await Promise.all(running.splice(0).map((site) => site.stop()));
  };
  try {
    if (!reuse || !existsSync(path.join(root, '.next', 'BUILD_ID'))) {
      progress('building the site (next build)');
      await buildSite(service.url);
    }
    const paths = benchTargets('demo').pageViews;

    progress(`${views} page views over two instances, each with its own cache`);
    const own = [await start('scale-a'), await start('scale-b')];
    const perInstance = await viewRequests(own, proxy, paths, views);
    progress('throughput, one instance, file cache');
    const oneFileCache = await requestsPerSecond([own[0]!], seconds);
    await stopAll();

    progress(`${views} page views over two instances sharing Redis`);
    const shared = [
      await start('scale-shared-a', { REDIS_URL: redis.url }),
      await start('scale-shared-b', { REDIS_URL: redis.url }),
    ];
    const sharedRequests = await viewRequests(shared, proxy, paths, views);
    progress('throughput, one instance, Redis');
    const oneRedis = await requestsPerSecond([shared[0]!], seconds);
    progress('throughput, two instances, Redis');
    const twoRedis = await requestsPerSecond(shared, seconds);

    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root })
      .toString()
      .trim();
    const report: ScaleReport = {
      commit,
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadAverage: os.loadavg() },
      views: {
        count: views,
        paths: paths.length,
        backendRequests: { perInstance, shared: sharedRequests },
      },
      throughput: {
        path: CACHED_PAGE,
        connections: CONNECTIONS,
        seconds,
        oneFileCache,
        oneRedis,
        twoRedis,
      },
    };
    const dir = path.join(root, '.data', 'bench');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `scale-${report.date.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(formatScaleReport(report));
    console.log(`\nwritten: ${path.relative(root, file)}`);
  } finally {
    await stopAll();
    await redis.stop();
    await proxy.close();
    await service.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
