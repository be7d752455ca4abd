/**
 * `npm run bench:site [-- options]` (see BENCH_USAGE in bench-site/options.ts): builds the site
 * against a backend (the demo content service, or a running WordPress with --wordpress URL) and,
 * in the same run, the floor (bench-site/floor/: a bare Next.js page with the same next and react);
 * then measures, each figure beside the floor's: backend requests of 10 page views (prefetches
 * included), uncached render times, first-load JS per route, cached response times, req/s and p99
 * at 32 connections (autocannon), and Lighthouse mobile per route with a verdict against issue
 * 11's bar. Prints tables and writes .data/bench/site-<commit>-<date>.json. Medians, no
 * assertions: the machine's load moves absolute figures, the floor is the yardstick.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoSource, startContentService } from '../tests/e2e/support/content-services';
import {
  type RunningSite,
  buildSite,
  prepareDataDir,
  root,
  startSite,
} from '../tests/e2e/support/next-servers';
import { type CountingProxy, startCountingProxy } from './bench-site/counting-proxy';
import { htmlFirstLoad, manifestFirstLoad } from './bench-site/first-load-js';
import { buildFloor, startFloor } from './bench-site/floor';
import { LIGHTHOUSE_FIGURES, type LighthouseFigures, runLighthouse } from './bench-site/lighthouse';
import { medianFigures } from './bench-site/medians';
import { type BenchOptions, parseBenchOptions } from './bench-site/options';
import { countPageViews, totalPageViews } from './bench-site/page-views';
import {
  type BenchReport,
  type LighthouseRoute,
  type ThroughputRoute,
  benchFileName,
  formatReport,
} from './bench-site/report';
import { type BenchTargets, benchTargets } from './bench-site/routes';
import {
  CONNECTIONS,
  ENCODINGS,
  THROUGHPUT_FIGURES,
  type ThroughputFigures,
  WARM_UP_SECONDS,
  runAutocannon,
} from './bench-site/throughput';
import { median, timeGet, timeRepeated } from './bench-site/timing';
import { verdict } from './bench-site/verdict';

interface Servers {
  site: RunningSite;
  floor: RunningSite;
  proxy: CountingProxy;
}

const progress = (message: string) => process.stderr.write(`… ${message}\n`);

/** Runs first, on servers nothing has asked yet: every path's first request renders it. */
async function measureUncached(
  { site, floor, proxy }: Servers,
  targets: BenchTargets,
): Promise<BenchReport['uncached']> {
  progress('uncached renders');
  const home = targets.routes[0]!;
  const firstAfterStart = await timeGet(`${site.url}${home.url}`);
  const floorFirst = await timeGet(`${floor.url}/`);
  const routes = [];
  for (const route of targets.routes) {
    const paths = [route.url, ...route.cold].filter((url) => url !== home.url);
    const times: number[] = [];
    const backendRequests: number[] = [];
    for (const url of paths) {
      const before = proxy.graphqlRequests();
      times.push((await timeGet(`${site.url}${url}`)).ms);
      backendRequests.push(proxy.graphqlRequests() - before);
    }
    routes.push({
      name: route.name,
      medianMs: median(times),
      paths: paths.length,
      backendRequests,
    });
  }
  return { firstAfterStartMs: { ours: firstAfterStart.ms, floor: floorFirst.ms }, routes };
}

async function measureFirstLoadJs(
  { site, floor }: Servers,
  targets: BenchTargets,
): Promise<BenchReport['firstLoadJs']> {
  progress('first-load JavaScript');
  const floorHtml = (await timeGet(`${floor.url}/`)).body;
  const routes = [];
  for (const { name, route, url } of targets.routes) {
    const { body } = await timeGet(`${site.url}${url}`);
    routes.push({
      name,
      url,
      bytes: htmlFirstLoad(site.distDir, body),
      manifestBytes: manifestFirstLoad(site.distDir, route).bytes,
    });
  }
  return {
    app: manifestFirstLoad(site.distDir, '/_app').bytes,
    floor: htmlFirstLoad(floor.distDir, floorHtml),
    routes,
  };
}

async function measureResponse(
  { site, floor }: Servers,
  targets: BenchTargets,
  requests: number,
): Promise<BenchReport['response']> {
  progress(`cached response times (${requests} requests a route)`);
  const routes = [];
  for (const { name, url } of targets.routes) {
    const { medianMs, p90Ms } = await timeRepeated(`${site.url}${url}`, requests);
    routes.push({ name, medianMs, p90Ms });
  }
  const { medianMs, p90Ms } = await timeRepeated(`${floor.url}/`, requests);
  return { requests, routes, floor: { medianMs, p90Ms } };
}

async function measureThroughput(
  { site, floor }: Servers,
  targets: BenchTargets,
  options: BenchOptions,
): Promise<BenchReport['throughput']> {
  const routes: ThroughputRoute[] = [];
  for (const name of targets.throughput) {
    const { url } = targets.routes.find((route) => route.name === name)!;
    // Rendered and cached before the load starts, and a first load not measured: it would count
    // the JIT's warming up (several times a warm request's CPU) against whichever ran first.
    await timeGet(`${site.url}${url}`);
    await timeGet(`${floor.url}/`);
    await runAutocannon(`${site.url}${url}`, WARM_UP_SECONDS, undefined);
    await runAutocannon(`${floor.url}/`, WARM_UP_SECONDS, undefined);
    for (const encoding of ENCODINGS) {
      const runs = { ours: [] as ThroughputFigures[], floor: [] as ThroughputFigures[] };
      for (let run = 1; run <= options.runs; run++) {
        progress(
          `throughput ${name} (compressed: ${encoding}) run ${run}/${options.runs} (ours, then the floor)`,
        );
        const seconds = options.throughputSeconds;
        runs.ours.push(await runAutocannon(`${site.url}${url}`, seconds, site.pid, encoding));
        runs.floor.push(await runAutocannon(`${floor.url}/`, seconds, floor.pid, encoding));
      }
      routes.push({
        name,
        url,
        encoding,
        ours: medianFigures(runs.ours, THROUGHPUT_FIGURES),
        floor: medianFigures(runs.floor, THROUGHPUT_FIGURES),
        runs,
      });
    }
  }
  return { connections: CONNECTIONS, seconds: options.throughputSeconds, routes };
}

/** A run Lighthouse could not finish is recorded and skipped; the medians are of the others. */
async function lighthouseRun(
  url: string,
  into: LighthouseFigures[],
  errors: string[],
): Promise<void> {
  try {
    into.push(await runLighthouse(url));
  } catch (error) {
    errors.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function measureLighthouse(
  { site, floor }: Servers,
  targets: BenchTargets,
  runs: number,
): Promise<BenchReport['lighthouse']> {
  const routes: LighthouseRoute[] = [];
  for (const { name, url } of targets.routes.filter((route) => route.lighthouse)) {
    await timeGet(`${site.url}${url}`);
    await timeGet(`${floor.url}/`);
    const figures = { ours: [] as LighthouseFigures[], floor: [] as LighthouseFigures[] };
    const errors: string[] = [];
    for (let run = 1; run <= runs; run++) {
      progress(`Lighthouse ${name} run ${run}/${runs} (ours, then the floor)`);
      await lighthouseRun(`${site.url}${url}`, figures.ours, errors);
      await lighthouseRun(`${floor.url}/`, figures.floor, errors);
    }
    const ours = medianFigures(figures.ours, LIGHTHOUSE_FIGURES);
    const floorFigures = medianFigures(figures.floor, LIGHTHOUSE_FIGURES);
    routes.push({
      name,
      url,
      ours,
      floor: floorFigures,
      verdict: ours && floorFigures ? verdict(ours, floorFigures) : null,
      runs: figures,
      errors,
    });
  }
  return { routes };
}

function commitName(): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? '-dirty' : ''}`;
  } catch {
    return 'unknown';
  }
}

async function bench(options: BenchOptions, backendUrl: string): Promise<BenchReport> {
  const kind = options.wordpressUrl ? 'wordpress' : 'demo';
  const targets = benchTargets(kind);
  const proxy = await startCountingProxy(backendUrl);
  // GraphQL goes through the counting proxy; everything else (media, links) keeps the backend's
  // own address, from which alone the image optimizer accepts images.
  const siteEnv = { WORDPRESS_GRAPHQL_URL: `${proxy.url}/graphql` };
  process.env.WORDPRESS_GRAPHQL_URL = siteEnv.WORDPRESS_GRAPHQL_URL;
  const report: BenchReport = {
    schema: 1,
    commit: commitName(),
    date: new Date().toISOString(),
    backend: { kind, url: backendUrl },
    runs: options.runs,
    parts: options.parts,
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
  };
  try {
    const built = existsSync(path.join(root, '.next', 'BUILD_ID'));
    if (!options.reuseBuild || !built) {
      progress(`building the site against ${backendUrl} (next build)`);
      await buildSite(backendUrl);
    }
    progress('building the floor (next build)');
    await buildFloor();
    const has = (part: BenchOptions['parts'][number]) => options.parts.includes(part);
    if (has('views')) {
      progress('page views');
      const viewSite = await startSite('bench-views', backendUrl, siteEnv);
      try {
        const views = await countPageViews(viewSite.url, proxy, targets.pageViews);
        report.pageViews = { views, total: totalPageViews(views) };
      } finally {
        await viewSite.stop();
      }
    }
    const servers: Servers = {
      site: await startSite('bench', backendUrl, siteEnv),
      floor: await startFloor(),
      proxy,
    };
    try {
      if (has('uncached')) report.uncached = await measureUncached(servers, targets);
      if (has('js')) report.firstLoadJs = await measureFirstLoadJs(servers, targets);
      if (has('response'))
        report.response = await measureResponse(servers, targets, options.requests);
      if (has('throughput')) report.throughput = await measureThroughput(servers, targets, options);
      if (has('lighthouse'))
        report.lighthouse = await measureLighthouse(servers, targets, options.runs);
    } finally {
      await servers.site.stop();
      await servers.floor.stop();
    }
  } finally {
    await proxy.close();
  }
  return report;
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2), process.env);
  prepareDataDir();
  const service = options.wordpressUrl ? null : await startContentService(demoSource);
  let report: BenchReport;
  try {
    report = await bench(options, options.wordpressUrl ?? service!.url);
  } finally {
    await service?.close();
  }
  const dir = path.join(root, '.data', 'bench');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, benchFileName(report.commit, new Date(report.date)));
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(formatReport(report));
  console.log(`\nwritten: ${path.relative(root, file)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
