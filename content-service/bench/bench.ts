/**
 * `npm run bench:content`: the content service's latency over loopback HTTP (nodeByUri, a posts page
 * with offset pagination, a menu) on the demo data and on a generated 10,000-post WXR, and the import
 * rate and peak memory of that file (plus a 2,000-post file, to show memory does not grow with size).
 * Figures are medians and p99 over many runs. `BENCH_RUNS` (default 1000) sets the run count.
 * Then a plain query's p50/p99 while four hostile requests keep arriving in parallel (under-attack.ts:
 * 1,000 aliases of 100 posts' content, and nested connections), with the hostile requests' own
 * latency and status; `BENCH_ATTACK_RUNS` (default 300) plain queries. `BENCH_ONLY=attack` skips the
 * rest.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore } from '../src/store/open-store';
import { importWxr, loadAcfFile, loadOptionsFile } from '../src/import';
import { generateWxr } from '../src/import/generate-wxr';
import { startServer } from '../src/server';
import { measure, type LatencyResult } from './latency';
import { serveInChild } from './serve-child';
import { underAttack, type AttackResult } from './under-attack';
import { formatMs } from './stats';

const root = path.resolve(__dirname, '..', '..');
const demoDir = path.join(root, 'content-service', 'demo');
const runs = Number(process.env.BENCH_RUNS ?? 1000);
const attackRuns = Number(process.env.BENCH_ATTACK_RUNS ?? 300);
const onlyAttack = process.env.BENCH_ONLY === 'attack';
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-content-'));

interface ImportFigures {
  items: number;
  seconds: number;
  maxRssMiB: number;
}

function importInChild(file: string, db: string): ImportFigures {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const out = execFileSync(tsx, [path.join(__dirname, 'import-child.ts'), file, db], {
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!) as ImportFigures;
}

async function latencies(db: string, label: string, postUri: string): Promise<LatencyResult[]> {
  const store = openStore(db);
  const server = await startServer({ db: store, port: 0 });
  const url = `${server.url}/graphql`;
  try {
    return [
      await measure(
        url,
        `${label} nodeByUri`,
        {
          query:
            'query($uri: String!) { nodeByUri(uri: $uri) { __typename id uri ... on Post { title date } } }',
          variables: { uri: postUri },
        },
        runs,
      ),
      await measure(
        url,
        `${label} posts page (offset 20, size 10)`,
        {
          query: `{ posts(where: { offsetPagination: { offset: 20, size: 10 } }) {
          pageInfo { offsetPagination { hasMore hasPrevious total } }
          nodes { databaseId title uri date excerpt categories { nodes { name uri } } } } }`,
        },
        runs,
      ),
      await measure(
        url,
        `${label} header menu`,
        {
          query: `{ menu(id: "header-menu", idType: SLUG) { menuItems(first: 100) {
          nodes { databaseId label uri parentDatabaseId } } } }`,
        },
        runs,
      ),
    ];
  } finally {
    await server.close();
    store.close();
  }
}

const NODE_BY_URI =
  'query($uri: String!) { nodeByUri(uri: $uri) { __typename id uri ... on Post { title date } } }';

async function attack(db: string, postUri: string): Promise<AttackResult> {
  const server = await serveInChild(db);
  try {
    return await underAttack(
      server.url,
      { query: NODE_BY_URI, variables: { uri: postUri } },
      attackRuns,
    );
  } finally {
    await server.stop();
  }
}

function printAttack(label: string, result: AttackResult): void {
  const { plain, quiet } = result;
  console.log(
    `  ${label} plain nodeByUri alone (${quiet.runs} runs)`.padEnd(44) +
      ` median ${formatMs(quiet.medianMs)}   p99 ${formatMs(quiet.p99Ms)}`,
  );
  console.log(
    `  ${label} same, under attack (${plain.runs} runs)`.padEnd(44) +
      ` median ${formatMs(plain.medianMs)}   p99 ${formatMs(plain.p99Ms)}`,
  );
  for (const h of result.hostile) {
    console.log(
      `    hostile ${h.name.padEnd(8)} ${String(h.count).padStart(5)} answered, median ${formatMs(h.medianMs)}, max ${formatMs(h.maxMs)}: ${h.statuses}`,
    );
  }
}

function firstPostUri(db: string): string {
  const store = openStore(db);
  const slug = store
    .prepare(
      "SELECT post_name FROM posts WHERE post_type = 'post' AND post_status = 'publish' ORDER BY post_date DESC LIMIT 1",
    )
    .pluck()
    .get() as string;
  store.close();
  return `/${slug}/`;
}

async function main(): Promise<void> {
  const demoDb = path.join(work, 'demo.sqlite');
  const demoStore = openStore(demoDb);
  await importWxr(demoStore, path.join(demoDir, 'demo.wxr.xml'), {
    options: await loadOptionsFile(path.join(demoDir, 'options.json')),
    acf: await loadAcfFile(path.join(demoDir, 'acf-field-groups.json')),
  });
  demoStore.close();

  const big = path.join(work, 'posts-10000.xml');
  if (onlyAttack) {
    await generateWxr(big, { posts: 10000 });
    importInChild(big, path.join(work, 'big.sqlite'));
    console.log('\nA plain query while four hostile requests arrive in parallel:');
    printAttack('demo', await attack(demoDb, firstPostUri(demoDb)));
    const bigDb = path.join(work, 'big.sqlite');
    printAttack('10k', await attack(bigDb, firstPostUri(bigDb)));
    return;
  }
  const small = path.join(work, 'posts-2000.xml');
  await generateWxr(big, { posts: 10000 });
  await generateWxr(small, { posts: 2000 });
  const smallImport = importInChild(small, path.join(work, 'small.sqlite'));
  const bigImport = importInChild(big, path.join(work, 'big.sqlite'));

  const results = [
    ...(await latencies(demoDb, 'demo', firstPostUri(demoDb))),
    ...(await latencies(
      path.join(work, 'big.sqlite'),
      '10k',
      firstPostUri(path.join(work, 'big.sqlite')),
    )),
  ];
  console.log(`\nLatency over loopback HTTP, ${runs} runs each (after warm-up):`);
  for (const r of results) {
    console.log(`  ${r.name.padEnd(42)} median ${formatMs(r.medianMs)}   p99 ${formatMs(r.p99Ms)}`);
  }
  console.log('\nImport (own process each):');
  for (const [name, f] of [
    ['2,000 posts', smallImport],
    ['10,000 posts', bigImport],
  ] as const) {
    console.log(
      `  ${name.padEnd(14)} ${f.items} items in ${f.seconds.toFixed(2)} s = ${Math.round(f.items / f.seconds)} items/s, peak RSS ${f.maxRssMiB.toFixed(0)} MiB`,
    );
  }
  console.log(
    `  peak memory ratio 10k/2k: ${(bigImport.maxRssMiB / smallImport.maxRssMiB).toFixed(2)} (file size ratio 5.0)`,
  );
  console.log('\nA plain query while four hostile requests arrive in parallel:');
  printAttack('demo', await attack(demoDb, firstPostUri(demoDb)));
  const bigDb = path.join(work, 'big.sqlite');
  printAttack('10k', await attack(bigDb, firstPostUri(bigDb)));
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(work, { recursive: true, force: true }));
