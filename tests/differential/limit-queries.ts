import type { CorpusEntry } from './corpus';

/** `author { node { name posts(first: 1) { nodes { title … } } } }`, `levels` times. */
function authorChain(levels: number): string {
  let inner = 'title';
  for (let i = 0; i < levels; i++) {
    inner = `title author { node { name posts(first: 1) { nodes { ${inner} } } } }`;
  }
  return inner;
}

/** `levels` selection sets in all (the operation's own included). */
function selectionSets(levels: number): string {
  let inner = 'id';
  for (let i = 0; i < levels - 3; i++) inner = `... on Post { ${inner} }`;
  return `{ posts(first: 1) { nodes { ${inner} } } }`;
}

/**
 * Deep but small: WPGraphQL leaves its QueryDepth rule off, so only graphql-php's parser limit
 * (256 nested levels) refuses depth; cost is what refuses a large query.
 */
export function limitQueries(): CorpusEntry[] {
  return [
    {
      name: 'limit_deep_small_16_levels',
      group: 'limits',
      query: `{ post(id: 1241, idType: DATABASE_ID) { ${authorChain(4)} } }`,
    },
    {
      name: 'limit_deep_small_50_levels',
      group: 'limits',
      query: `{ post(id: 1241, idType: DATABASE_ID) { ${authorChain(12)} } }`,
    },
    {
      name: 'limit_deep_small_200_levels',
      group: 'limits',
      query: `{ post(id: 1241, idType: DATABASE_ID) { ${authorChain(50)} } }`,
    },
    { name: 'limit_parser_256_selection_sets', group: 'limits', query: selectionSets(256) },
    { name: 'limit_parser_257_selection_sets', group: 'limits', query: selectionSets(257) },
    {
      name: 'limit_parser_deep_list_value',
      group: 'limits',
      query: `{ posts(where: { in: ${'['.repeat(255)}1${']'.repeat(255)} }) { nodes { id } } }`,
    },
  ];
}
