import { readFileSync } from 'node:fs';
import path from 'node:path';
import { graphql, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createContext } from './context';
import { createSchema } from './create-schema';
import { openStore } from '../store/open-store';
import { writeOption } from '../store/options';

// Faust's own seed query, as @faustwp/core sends it before choosing a template.
const seedSource = readFileSync(
  path.resolve(__dirname, '../../../node_modules/@faustwp/core/dist/cjs/queries/seedQuery.js'),
  'utf8',
);
const seedQuery = /gql\)\s*`([\s\S]*?)`/.exec(seedSource)?.[1] ?? '';

describe("Faust's seed query", () => {
  it('validates against the content service schema and resolves the front page', async () => {
    const db = openStore(':memory:');
    writeOption(db, 'home', 'http://127.0.0.1:4000');
    writeOption(db, 'show_on_front', 'posts');
    const schema = createSchema(db);
    expect(seedQuery).toContain('query GetSeedNode');
    expect(validate(schema, parse(seedQuery))).toEqual([]);
    const result = await graphql({
      schema,
      source: seedQuery,
      variableValues: { uri: '/' },
      contextValue: createContext(db),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.nodeByUri).toMatchObject({
      __typename: 'ContentType',
      uri: '/',
      name: 'post',
      isFrontPage: true,
    });
  });
});
