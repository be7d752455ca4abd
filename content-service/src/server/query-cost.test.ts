import { readFileSync } from 'node:fs';
import {
  buildSchema,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { needsShared } from '../../../tests/support/needs-shared';
import { referenceFile } from '../../../tests/support/shared-dir';
import {
  differentialCorpus,
  referenceCases,
  siteQueries,
  type KnownDocument,
} from './test/known-documents';
import { LIMITS } from './limits';
import { queryCost } from './query-cost';

const hasReference = needsShared('wordpress-reference');

// WPGraphQL's own schema: page-size arguments and types as the site and the corpus see them
// (read when first needed: the reference may be missing, and then nothing here runs).
let referenceSchema: GraphQLSchema | undefined;
function schema(): GraphQLSchema {
  referenceSchema ??= buildSchema(readFileSync(referenceFile('schema.graphql'), 'utf8'));
  return referenceSchema;
}

function costs(doc: KnownDocument): { name: string; cost: number }[] {
  let document: DocumentNode;
  try {
    document = parse(doc.query);
  } catch {
    return []; // the syntax-error cases: refused before any cost is counted
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  return operations.map((operation) => ({
    name: `${doc.name} ${operation.name?.value ?? ''}`,
    // Page sizes the site passes as variables count as the most they could be (100).
    cost: queryCost(schema(), operation, fragments, {
      variables: doc.variables,
      unknownVariablesAsMax: true,
    }),
  }));
}

function costOf(query: string, variables?: Record<string, unknown>): number {
  return costs({ name: 'q', query, variables })[0]!.cost;
}

describe.runIf(hasReference)('queryCost', () => {
  it('counts each field, aliases included, and rendered fields at 100', () => {
    expect(costOf('{ generalSettings { title url } }')).toBe(3);
    expect(costOf('{ a: generalSettings { title } b: generalSettings { title } }')).toBe(4);
    expect(costOf('{ post(id: 1) { content excerpt title } }')).toBe(202);
  });

  it('multiplies a connection by its page size: first, last, offset size, 10 by default, at most 100', () => {
    expect(costOf('{ posts(first: 5) { nodes { title } } }')).toBe(1 + 5 * 2);
    expect(costOf('{ posts(last: 3) { nodes { title } } }')).toBe(1 + 3 * 2);
    expect(costOf('{ posts { nodes { title } } }')).toBe(1 + 10 * 2);
    expect(costOf('{ posts(first: 1000) { nodes { title } } }')).toBe(1 + 100 * 2);
    expect(
      costOf(
        '{ posts(where: { offsetPagination: { offset: 10, size: 20 } }) { nodes { title } } }',
      ),
    ).toBe(1 + 20 * 2);
    expect(costOf('query($n: Int) { posts(first: $n) { nodes { title } } }', { n: 50 })).toBe(
      1 + 50 * 2,
    );
  });

  it('multiplies connections inside connections', () => {
    expect(
      costOf('{ posts(first: 100) { nodes { categories(first: 100) { nodes { name } } } } }'),
    ).toBe(1 + 100 * (1 + 1 + 100 * 2));
  });
});

describe.runIf(hasReference)('the cost of every query the project knows', () => {
  const all = hasReference
    ? [...siteQueries(), ...referenceCases(), ...differentialCorpus()].flatMap(costs)
    : [];

  it('reads the site queries, the reference cases and the differential corpus', () => {
    expect(all.filter((c) => c.name.startsWith('queries/')).length).toBeGreaterThan(10);
    expect(all.filter((c) => c.name.startsWith('reference ')).length).toBeGreaterThan(100);
    expect(all.filter((c) => c.name.startsWith('corpus ')).length).toBeGreaterThan(300);
  });

  it('keeps the largest under half the limit', () => {
    const largest = all.reduce((a, b) => (b.cost > a.cost ? b : a));
    expect(largest.cost, largest.name).toBeLessThan(LIMITS.maxQueryCost / 2);
  });
});
