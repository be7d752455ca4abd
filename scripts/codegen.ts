/**
 * `npm run codegen [-- SCHEMA]`: regenerates lib/wordpress/generated/ (graphql.ts, selection-types.ts) from the reference
 * schema (../shared/wordpress-reference/schema.graphql by default) with the plugin's additions
 * (wordpress/lavanda-headless/schema.graphql), and the site's documents.
 * The output is committed, so building the site never needs the schema or a backend.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  generateSelectionTypes,
  selectionTypesFile,
} from '../lib/wordpress/codegen/generate-selection-types';
import { generateTypes, generatedFile } from '../lib/wordpress/codegen/generate-types';
import { siteSchemaSdl } from '../lib/wordpress/codegen/site-schema';

async function main(): Promise<void> {
  const schemaFile = path.resolve(
    process.argv[2] ??
      path.join(__dirname, '..', '..', 'shared', 'wordpress-reference', 'schema.graphql'),
  );
  const schema = siteSchemaSdl(readFileSync(schemaFile, 'utf8'));
  const outputs: [string, string][] = [
    [generatedFile, await generateTypes(schema)],
    [selectionTypesFile, generateSelectionTypes(schema)],
  ];
  for (const [file, source] of outputs) {
    const options = await resolveConfig(file);
    writeFileSync(file, await format(source, { ...options, filepath: file }));
    console.log(`${path.relative(process.cwd(), file)} from ${schemaFile}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
