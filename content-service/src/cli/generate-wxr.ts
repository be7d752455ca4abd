/**
 * `npx tsx content-service/src/cli/generate-wxr.ts OUT.xml [--posts N]`
 *
 * Writes a synthetic WXR 1.2 file (default 10000 posts) for the import benchmark.
 */
import { parseArgs } from 'node:util';
import { generateWxr } from '../import/generate-wxr';

const USAGE = 'usage: generate-wxr OUT.xml [--posts N]';

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { posts: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help === true) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const [file] = positionals;
  const posts = values.posts === undefined ? 10000 : Number(values.posts);
  if (file === undefined || positionals.length > 1 || !Number.isSafeInteger(posts) || posts < 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const result = await generateWxr(file, { posts });
  process.stdout.write(
    `${result.file}: ${result.bytes} bytes, ${result.posts} posts, ${result.categories} categories, ` +
      `${result.tags} tags, ${result.comments} comments\n`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`generate-wxr failed: ${(error as Error).message}\n`);
    process.exitCode = 1;
  },
);
