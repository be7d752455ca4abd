/**
 * The content service at 100,000 generated posts (issue 32; `BENCH_ONLY=scale npm run
 * bench:content`): the import's time and peak memory (its own process), the database's size, then
 * over loopback HTTP to a service in its own process: nodeByUri, a page of posts at offset 0 and at
 * 90,000, a search for a common word (in over half the posts) and for an absent one, and a category
 * archive; medians and p99, and each search's median as a ratio to the page at offset 0 (the same
 * selection without the search). `BENCH_SCALE_POSTS` (default 100000) sets the size, `BENCH_RUNS`
 * (default 200 here) the runs of each query.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { generateWxr } from '../src/import/generate-wxr';
import { measure, type LatencyResult } from './latency';
import { serveInChild } from './serve-child';
import { formatMs } from './stats';

export interface ImportFigures {
  items: number;
  seconds: number;
  maxRssMiB: number;
}

/** A page of posts as the site's listing and search pages ask it (lib/wordpress/api/post-list). */
function page(where: string): string {
  return `{ posts(where: { ${where} }) {
    pageInfo { offsetPagination { hasMore hasPrevious total } }
    nodes { databaseId title uri date excerpt categories { nodes { name uri } } } } }`;
}

const size = (offset: number) => `offsetPagination: { offset: ${offset}, size: 10 }`;

export async function scale(
  work: string,
  importInChild: (file: string, db: string) => ImportFigures,
  firstPostUri: (db: string) => string,
): Promise<void> {
  const posts = Number(process.env.BENCH_SCALE_POSTS ?? 100_000);
  const runs = Number(process.env.BENCH_RUNS ?? 200);
  const label = posts % 1000 === 0 ? `${posts / 1000}k` : String(posts);
  const file = path.join(work, `posts-${posts}.xml`);
  const db = path.join(work, `scale-${posts}.sqlite`);
  await generateWxr(file, { posts });
  const imported = importInChild(file, db);
  const dbMiB =
    (statSync(db).size + (statSync(`${db}-wal`, { throwIfNoEntry: false })?.size ?? 0)) /
    1024 /
    1024;
  const uri = firstPostUri(db);
  const server = await serveInChild(db);
  const results: LatencyResult[] = [];
  try {
    const queries: [string, string, Record<string, unknown>?][] = [
      [
        'nodeByUri',
        'query($uri: String!) { nodeByUri(uri: $uri) { __typename id uri ... on Post { title date } } }',
        { uri },
      ],
      ['posts page, offset 0', page(size(0))],
      [`posts page, offset ${Math.floor(posts * 0.9)}`, page(size(Math.floor(posts * 0.9)))],
      ['search, common word ("lorem")', page(`search: "lorem", ${size(0)}`)],
      ['search, absent word ("zyzzyva")', page(`search: "zyzzyva", ${size(0)}`)],
      ['category archive (topic-3), offset 0', page(`categoryName: "topic-3", ${size(0)}`)],
    ];
    for (const [name, query, variables] of queries) {
      results.push(
        await measure(
          server.url,
          `${label} ${name}`,
          { query, ...(variables ? { variables } : {}) },
          runs,
        ),
      );
    }
  } finally {
    await server.stop();
  }
  console.log(
    `\n${posts.toLocaleString('en')} posts: import ${imported.items} items in ${imported.seconds.toFixed(1)} s, peak RSS ${imported.maxRssMiB.toFixed(0)} MiB, database ${dbMiB.toFixed(0)} MiB`,
  );
  console.log(`Latency over loopback HTTP (service in its own process), ${runs} runs each:`);
  for (const r of results) {
    console.log(`  ${r.name.padEnd(48)} median ${formatMs(r.medianMs)}   p99 ${formatMs(r.p99Ms)}`);
  }
  const plain = results[1]!.medianMs;
  for (const r of results.filter((x) => x.name.includes('search'))) {
    console.log(`  ${r.name} / page at offset 0: ${(r.medianMs / plain).toFixed(2)}×`);
  }
}
