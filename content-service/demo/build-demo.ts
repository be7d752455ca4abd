// Regenerates the demo content from content-service/demo/source/.
//
//   npx tsx content-service/demo/build-demo.ts            # writes into content-service/demo/
//   npx tsx content-service/demo/build-demo.ts --out DIR  # writes somewhere else
import path from 'node:path';
import { buildDemo, DEMO_DIR } from './lib/build';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const outArg = outIndex >= 0 ? args[outIndex + 1] : undefined;
  if (outIndex >= 0 && !outArg) throw new Error('--out needs a directory');
  const outDir = outArg ? path.resolve(outArg) : DEMO_DIR;
  const summary = await buildDemo(outDir);
  const kib = (summary.uploadsBytes / 1024).toFixed(0);
  console.log(`Demo content written to ${outDir}`);
  console.log(
    Object.entries(summary.items)
      .map(([name, n]) => `${name}: ${n}`)
      .join(', '),
  );
  console.log(`${summary.files.length} files, uploads ${kib} KiB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
