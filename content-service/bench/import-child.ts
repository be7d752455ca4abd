/**
 * Imports one WXR file into a new database and prints `{ items, seconds, maxRssMiB }` as JSON:
 * run as its own process so that peak memory belongs to this import alone.
 */
import { openStore } from '../src/store/open-store';
import { importWxr } from '../src/import';

async function main(): Promise<void> {
  const [file, db] = process.argv.slice(2);
  if (!file || !db) throw new Error('usage: import-child FILE.xml DB');
  const store = openStore(db);
  const start = process.hrtime.bigint();
  const summary = await importWxr(store, file);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  store.close();
  const items = Object.values(summary.posts).reduce((a, b) => a + b, 0);
  const maxRssMiB = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(JSON.stringify({ items, seconds, maxRssMiB }) + '\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
});
