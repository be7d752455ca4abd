/**
 * `npm run bench:content`: the content service's latency over loopback HTTP (nodeByUri, a posts page
 * with offset pagination, a menu) on the demo data and on a generated 10,000-post WXR, and the import
 * rate and peak memory of that file (plus a 2,000-post file, to show memory does not grow with size).
 * Figures are medians and p99 over many runs. `BENCH_RUNS` (default 1000) sets the run count.
 * Then a plain query's p50/p99 while four hostile requests keep arriving in parallel (under-attack.ts:
 * 1,000 aliases of 100 posts' content, and nested connections), then while two clients keep sending
 * issue 30's batch (10 operations, each just under the cost limit), then one of them alone, with
 * the hostile requests' own latency, largest answer and status, and the service's peak memory;
 * `BENCH_ATTACK_RUNS` (default 300) plain queries. `BENCH_ONLY=attack` skips the rest,
 * `BENCH_ONLY=batch` runs only the batch and its operation alone. `BENCH_ONLY=scale` runs only the
 * 100,000-post part (scale.ts: import, listings, search, a category archive; not in the default run).
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
import { underAttack, type AttackResult, type HostileName } from './under-attack';
import { formatMs } from './stats';
import { scale } from './scale';

const root = path.resolve(__dirname, '..', '..');
const demoDir = path.join(root, 'content-service', 'demo');
const runs = Number(process.env.BENCH_RUNS ?? 1000);
const attackRuns = Number(process.env.BENCH_ATTACK_RUNS ?? 300);
const only = process.env.BENCH_ONLY;
const onlyAttack = only === 'attack' || only === 'batch';
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

/** What keeps arriving meanwhile: one client per entry, each in a fresh service process. */
const ATTACKS: { title: string; attackers: HostileName[]; batchPart?: true }[] = [
  {
    title: 'A plain query while four hostile requests arrive in parallel:',
    attackers: ['aliases', 'aliases', 'nested', 'nested'],
  },
  {
    title: 'A plain query while two clients keep sending the batch of 10 costly operations:',
    attackers: ['batch', 'batch'],
    batchPart: true,
  },
  {
    title: 'A plain query while two clients keep sending one of those operations alone:',
    attackers: ['single', 'single'],
    batchPart: true,
  },
];

async function attack(db: string, attackers: HostileName[]): Promise<AttackResult> {
  const uri = firstPostUri(db);
  // Its own process per attack, so that its peak memory is this attack's.
  const server = await serveInChild(db);
  try {
    return await underAttack(
      server.url,
      { query: NODE_BY_URI, variables: { uri } },
      attackRuns,
      attackers,
      server.pid,
    );
  } finally {
    await server.stop();
  }
}

async function attacks(demoDb: string, bigDb: string): Promise<void> {
  for (const { title, attackers, batchPart } of ATTACKS) {
    if (only === 'batch' && !batchPart) continue;
    console.log(`\n${title}`);
    printAttack('demo', await attack(demoDb, attackers));
    printAttack('10k', await attack(bigDb, attackers));
  }
}

function printAttack(label: string, result: AttackResult): void {
  const { plain, quiet, memory } = result;
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
      `    hostile ${h.name.padEnd(8)} ${String(h.count).padStart(5)} answered, median ${formatMs(h.medianMs)}, max ${formatMs(h.maxMs)}, largest answer ${formatBytes(h.maxBytes)}: ${h.statuses}`,
    );
  }
  console.log(
    memory
      ? `    service RSS ${memory.beforeMiB.toFixed(0)} MiB before the attack, peak ${memory.peakMiB.toFixed(0)} MiB`
      : '    service RSS n/a (no /proc)',
  );
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MiB`
    : `${(bytes / 1024).toFixed(1)} KiB`;
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
  if (only === 'scale') {
    await scale(work, importInChild, firstPostUri);
    return;
  }
  const demoDb = path.join(work, 'demo.sqlite');
  const demoStore = openStore(demoDb);
  await importWxr(demoStore, path.join(demoDir, 'demo.wxr.xml'), {
    options: await loadOptionsFile(path.join(demoDir, 'options.json')),
    acf: await loadAcfFile(path.join(demoDir, 'acf-field-groups.json')),
  });
  demoStore.close();

  const big = path.join(work, 'posts-10000.xml');
  const bigDb = path.join(work, 'big.sqlite');
  if (onlyAttack) {
    await generateWxr(big, { posts: 10000 });
    importInChild(big, bigDb);
    await attacks(demoDb, bigDb);
    return;
  }
  const small = path.join(work, 'posts-2000.xml');
  await generateWxr(big, { posts: 10000 });
  await generateWxr(small, { posts: 2000 });
  const smallImport = importInChild(small, path.join(work, 'small.sqlite'));
  const bigImport = importInChild(big, bigDb);

  const results = [
    ...(await latencies(demoDb, 'demo', firstPostUri(demoDb))),
    ...(await latencies(bigDb, '10k', firstPostUri(bigDb))),
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
  await attacks(demoDb, bigDb);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(work, { recursive: true, force: true }));
