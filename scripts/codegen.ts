/**
 * `npm run codegen [-- SCHEMA]`: regenerates lib/wordpress/generated/graphql.ts from the reference
 * schema (../shared/wordpress-reference/schema.graphql by default) and the site's documents.
 * The output is committed, so building the site never needs the schema or a backend.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { generateTypes, generatedFile } from '../lib/wordpress/codegen/generate-types';

async function main(): Promise<void> {
  const schemaFile = path.resolve(
    process.argv[2] ??
      path.join(__dirname, '..', '..', 'shared', 'wordpress-reference', 'schema.graphql'),
  );
  const source = await generateTypes(readFileSync(schemaFile, 'utf8'));
  const options = await resolveConfig(generatedFile);
  writeFileSync(generatedFile, await format(source, { ...options, filepath: generatedFile }));
  console.log(`${path.relative(process.cwd(), generatedFile)} from ${schemaFile}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
