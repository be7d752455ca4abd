/**
 * Regenerates src/schema/wpgraphql.graphql from the reference schema:
 *   npx tsx content-service/scripts/extract-schema.ts [path/to/schema.graphql]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { extractSubsetSdl } from '../src/schema/extract-subset';

const root = path.resolve(__dirname, '..', '..');
const source =
  process.argv[2] ?? path.join(root, '..', 'shared', 'wordpress-reference', 'schema.graphql');
const sdl = extractSubsetSdl(readFileSync(source, 'utf8'));
writeFileSync(path.join(root, 'content-service', 'src', 'schema', 'wpgraphql.graphql'), sdl);
console.log(`wpgraphql.graphql: ${sdl.length} characters`);
