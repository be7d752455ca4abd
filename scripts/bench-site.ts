/**
 * `npm run bench:site`: builds the site against the content service with the demo content, then
 * prints for each public route the gzip first-load JavaScript and the median server response
 * time (cached, and uncached where the route regenerates), plus the backend requests of an
 * uncached render, and the backend requests of 10 page views in Chromium on a cold cache (link
 * prefetches included). Medians and ratios, no pass/fail: figures to compare, not assertions.
 * BENCH_RUNS (default 200) sets the requests per route; BENCH_REUSE_BUILD=1 skips the build.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { demoSource, startContentService } from '../tests/e2e/support/content-services';
import { buildSite, prepareDataDir, root, startSite } from '../tests/e2e/support/next-servers';
import { type CountingProxy, startCountingProxy } from './bench-site/counting-proxy';
import { htmlFirstLoad, manifestFirstLoad } from './bench-site/first-load-js';
import { countPageViews, formatPageViewCounts } from './bench-site/page-views';
import { median, timeGet, timeRepeated } from './bench-site/timing';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BUDGET_BYTES = 185 * 1000;

/** One address per kind of public page; `cold` are distinct addresses of that kind never asked before. */
const ROUTES: { name: string; route: string; url: string; cold: string[] }[] = [
  { name: 'home /', route: '/[[...uri]]', url: '/', cold: [] },
  {
    name: 'post',
    route: '/[[...uri]]',
    url: '/news/company/lavanda-turns-five/',
    cold: [
      '/guides/tutorials/api-v2-quickstart/',
      '/guides/best-practices/observability-checklist/',
      '/events/workflow-meetup-porto/',
      '/news/product-updates/iso-27001-certification/',
      '/events/conferences/lavanda-summit-2026/',
    ],
  },
  {
    name: 'page',
    route: '/[[...uri]]',
    url: '/products/',
    cold: ['/about/', '/contact/', '/careers/', '/products/cloud/', '/about/team/'],
  },
  {
    name: 'category',
    route: '/[[...uri]]',
    url: '/category/news/',
    cold: [
      '/category/guides/',
      '/category/events/',
      '/category/news/company/',
      '/category/guides/tutorials/',
      '/category/events/webinars/',
    ],
  },
  {
    name: 'category page 2 (?q=, SSR)',
    route: '/~paged/[[...uri]]',
    url: '/category/news/?q=eyJvZmZzZXQiOjF9',
    cold: [],
  },
  { name: 'search (SSR)', route: '/search/[[...term]]', url: '/search/workflow/', cold: [] },
  {
    name: '404',
    route: '/404',
    url: '/no-such-page/',
    cold: ['/nothing-here-1/', '/nothing-here-2/', '/nothing-here-3/'],
  },
];

/** Ten views a visitor might make, one of each kind of page and some more. */
const PAGE_VIEWS = [
  '/',
  '/news/company/lavanda-turns-five/',
  '/products/',
  '/category/news/',
  '/category/news/?q=eyJvZmZzZXQiOjF9',
  '/search/workflow/',
  '/no-such-page/',
  '/guides/tutorials/api-v2-quickstart/',
  '/about/',
  '/de-DE/',
];

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** First: every path is asked for the first time, so statically regenerated routes render now. */
async function reportUncachedRenders(siteUrl: string, proxy: CountingProxy): Promise<void> {
  // The server's own start-up (loading the route's code) should not count against the first path.
  await timeGet(`${siteUrl}/warming-up-the-server/`);
  console.log('\nUncached render: time of the first request of a path, backend requests it made');
  for (const { name, cold, url } of ROUTES) {
    const paths = [url, ...cold];
    const times: number[] = [];
    const requests: number[] = [];
    for (const coldPath of paths) {
      const before = proxy.graphqlRequests();
      times.push((await timeGet(`${siteUrl}${coldPath}`)).ms);
      requests.push(proxy.graphqlRequests() - before);
    }
    console.log(
      `  ${name.padEnd(28)} ${ms(median(times)).padStart(9)} median of ${paths.length} path(s)  ` +
        `backend requests: ${[...new Set(requests)].join(' or ')}`,
    );
  }
}

/** On a server of its own, so that every view meets a cold cache. */
async function reportPageViews(proxy: CountingProxy): Promise<void> {
  const site = await startSite('bench-views', proxy.url);
  try {
    console.log(
      '\nPage views in Chromium on a cold cache, no interaction: backend and data requests',
    );
    console.log(formatPageViewCounts(await countPageViews(site.url, proxy, PAGE_VIEWS)).join('\n'));
  } finally {
    await site.stop();
  }
}

async function reportFirstLoadJs(siteUrl: string, distDir: string): Promise<void> {
  console.log(
    `\nFirst-load JavaScript, gzip (zlib default level, kB = 1000 bytes; budget ${kb(BUDGET_BYTES)})`,
  );
  const app = manifestFirstLoad(distDir, '/_app');
  console.log(`  ${'_app (chrome, providers, Next)'.padEnd(28)} ${kb(app.bytes).padStart(9)}`);
  for (const { name, route, url } of ROUTES) {
    const { body } = await timeGet(`${siteUrl}${url}`);
    const served = htmlFirstLoad(distDir, body);
    const fromManifest = manifestFirstLoad(distDir, route).bytes;
    console.log(
      `  ${name.padEnd(28)} ${kb(served).padStart(9)}  route's own ${kb(served - app.bytes)}, ` +
        `${((served / BUDGET_BYTES) * 100).toFixed(0)}% of budget (manifest: ${kb(fromManifest)})`,
    );
  }
}

async function reportResponseTimes(siteUrl: string): Promise<void> {
  console.log(
    `\nServer response time, cached: median of ${RUNS} sequential requests after warm-up`,
  );
  const results: { name: string; medianMs: number; p90Ms: number }[] = [];
  for (const { name, url } of ROUTES) {
    results.push({ name, ...(await timeRepeated(`${siteUrl}${url}`, RUNS)) });
  }
  const base = results.find((result) => result.name === 'post')?.medianMs ?? 1;
  for (const result of results) {
    console.log(
      `  ${result.name.padEnd(28)} ${ms(result.medianMs).padStart(9)}  p90 ${ms(result.p90Ms).padStart(9)}  ` +
        `×${(result.medianMs / base).toFixed(2)} of a post`,
    );
  }
}

async function main(): Promise<void> {
  prepareDataDir();
  const service = await startContentService(demoSource);
  const proxy = await startCountingProxy(service.url);
  try {
    const reuse =
      process.env.BENCH_REUSE_BUILD === '1' && existsSync(path.join(root, '.next', 'BUILD_ID'));
    if (!reuse) {
      console.log('building the site (next build)…');
      await buildSite(proxy.url);
    }
    await reportPageViews(proxy);
    const site = await startSite('bench', proxy.url);
    const distDir = path.join(root, '.data', 'e2e', 'next-bench');
    try {
      await reportUncachedRenders(site.url, proxy);
      await reportFirstLoadJs(site.url, distDir);
      await reportResponseTimes(site.url);
    } finally {
      await site.stop();
    }
  } finally {
    await proxy.close();
    await service.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
