import { type GraphQLNamedType, type GraphQLSchema, getNamedType } from 'graphql';
import type { CorpusEntry } from './corpus';
import type { SampleData } from './sample-data';
import { whereValue } from './where-values';

/** The connections whose where arguments are paired (posts, media, terms and users). */
const PAIRED = ['posts', 'mediaItems', 'categories', 'tags', 'users'];

/** An ordering each connection takes: posts and users a list of { field, order }, terms an enum. */
const ORDERINGS: Record<string, Record<string, unknown>> = {
  posts: { orderby: [{ field: 'TITLE', order: 'ASC' }] },
  contentNodes: { orderby: [{ field: 'TITLE', order: 'ASC' }] },
  mediaItems: { orderby: [{ field: 'TITLE', order: 'ASC' }] },
  categories: { orderby: 'COUNT', order: 'DESC' },
  tags: { orderby: 'COUNT', order: 'DESC' },
  users: { orderby: [{ field: 'DISPLAY_NAME', order: 'DESC' }] },
};

type WhereArg = Parameters<typeof whereValue>[1];

/** A connection whose `where` arguments the corpus tries: at the root or on one node. */
export interface WhereSite {
  /** Names the entries: `pair_<label>_<argument>_<partner>`. */
  label: string;
  /** The root connection whose values and ordering it takes (`posts` for a term's posts). */
  kind: string;
  whereType: { getFields(): Record<string, WhereArg> } & GraphQLNamedType;
  /** The document asking for the connection with these arguments. */
  selection: (args: string) => string;
}

/**
 * Every `where` argument of the paired connections with one partner, in turn: an ordering, a
 * search, or a short first page (hasNextPage after the filter). Issue 13 item 2 asks for "each
 * argument alone and in pairs"; one partner each keeps the run short (~100 queries) while every
 * argument meets each kind of partner somewhere.
 */
export function whereArgumentPairs(
  schema: GraphQLSchema,
  data: SampleData,
  selection: (field: string, args: string) => string,
): CorpusEntry[] {
  const root = schema.getQueryType()!.getFields();
  return PAIRED.flatMap((name) => {
    const where = root[name]!.args.find((arg) => arg.name === 'where')!;
    return wherePairs(
      {
        label: name,
        kind: name,
        whereType: getNamedType(where.type) as WhereSite['whereType'],
        selection: (args) => selection(name, args),
      },
      data,
    );
  });
}

/** One connection's `where` arguments, each with one partner in turn. */
export function wherePairs(site: WhereSite, data: SampleData): CorpusEntry[] {
  const entries: CorpusEntry[] = [];
  const fields = site.whereType.getFields();
  const search = fields.search ? whereValue(site.kind, fields.search, data) : undefined;
  let turn = 0;
  for (const arg of Object.values(fields)) {
    if (['orderby', 'order', 'search', 'offsetPagination'].includes(arg.name)) continue;
    const value = whereValue(site.kind, arg, data);
    if (value === undefined) continue;
    const partner = (['orderby', 'search', 'first'] as const)[turn++ % 3]!;
    const extra =
      partner === 'orderby' ? ORDERINGS[site.kind]! : partner === 'search' ? { search } : {};
    entries.push({
      name: `pair_${site.label}_${arg.name}_${partner}`,
      group: 'pairs',
      query: `query ($where: ${site.whereType.name}) ${site.selection(`first: ${partner === 'first' ? 2 : 20}, where: $where`)}`,
      variables: { where: { [arg.name]: value, ...extra } },
    });
  }
  return entries;
}
