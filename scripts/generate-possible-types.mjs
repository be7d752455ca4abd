// Builds possibleTypes.json (interface/union -> concrete types) from the reference WPGraphQL schema.
// Faust resolves every URL to the index template without it, and `faust generatePossibleTypes`
// needs a live backend and exits 0 when it fails, so the map is generated here and committed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isAbstractType } from 'graphql';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const schemaFile =
  process.argv[2] ?? path.join(root, '..', 'shared', 'wordpress-reference', 'schema.graphql');
const schema = buildSchema(readFileSync(schemaFile, 'utf8'));
const possibleTypes = {};
for (const type of Object.values(schema.getTypeMap())) {
  if (type.name.startsWith('__') || !isAbstractType(type)) continue;
  possibleTypes[type.name] = schema
    .getPossibleTypes(type)
    .map((t) => t.name)
    .sort();
}
const sorted = Object.fromEntries(
  Object.entries(possibleTypes).sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(path.join(root, 'possibleTypes.json'), JSON.stringify(sorted, null, 2) + '\n');
console.log(`possibleTypes.json: ${Object.keys(sorted).length} abstract types`);
