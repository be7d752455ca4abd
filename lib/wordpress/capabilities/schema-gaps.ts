import type { GraphQLErrorEntry } from '../client/errors';

/**
 * What a WordPress's schema lacks of what the site's documents select: fields as
 * `Type.field` (schema coordinates) and whole types. A plugin that is not active shows as both
 * (Yoast: `RootQuery.seo`, `Post.seo`, type `PostTypeSEO` …).
 */
export interface SchemaGaps {
  fields: ReadonlySet<string>;
  types: ReadonlySet<string>;
}

export const NO_GAPS: SchemaGaps = { fields: new Set(), types: new Set() };

/** WPGraphQL's (graphql-php's) and graphql-js's validation messages for what a schema lacks. */
const MISSING_FIELD = /^Cannot query field "(\w+)" on type "(\w+)"/;
const MISSING_INPUT_FIELD = /^Field "(\w+)" is not defined by type "(\w+)"/;
const UNKNOWN_TYPE = /^Unknown type "(\w+)"/;
/** Consequences of a gap (a fragment whose only use is gone), not gaps of their own. */
const CONSEQUENCE = /^(Fragment "\w+" is never used|Variable "\$\w+" is never used)/;

export interface ReadGaps {
  gaps: SchemaGaps;
  /** Errors that name no gap: the document cannot be fixed by leaving something out. */
  unexplained: GraphQLErrorEntry[];
}

/** The gaps a GraphQL answer's errors name. */
export function readSchemaGaps(errors: readonly GraphQLErrorEntry[]): ReadGaps {
  const fields = new Set<string>();
  const types = new Set<string>();
  const unexplained: GraphQLErrorEntry[] = [];
  for (const error of errors) {
    const field = MISSING_FIELD.exec(error.message) ?? MISSING_INPUT_FIELD.exec(error.message);
    const type = UNKNOWN_TYPE.exec(error.message);
    if (field) fields.add(`${field[2]}.${field[1]}`);
    else if (type) types.add(type[1] as string);
    else if (!CONSEQUENCE.test(error.message)) unexplained.push(error);
  }
  return { gaps: { fields, types }, unexplained };
}

export function mergeGaps(a: SchemaGaps, b: SchemaGaps): SchemaGaps {
  return {
    fields: new Set([...a.fields, ...b.fields]),
    types: new Set([...a.types, ...b.types]),
  };
}

/** Whether `b` names something `a` does not. */
export function addsGaps(a: SchemaGaps, b: SchemaGaps): boolean {
  return [...b.fields].some((f) => !a.fields.has(f)) || [...b.types].some((t) => !a.types.has(t));
}

export function hasGaps(gaps: SchemaGaps): boolean {
  return gaps.fields.size > 0 || gaps.types.size > 0;
}

const keys = new WeakMap<SchemaGaps, string>();

/**
 * A stable key of a set of gaps (documents are pruned once per key). Worked out once per set:
 * the client asks it on every request, and a set, once learned, is never changed.
 */
export function gapsKey(gaps: SchemaGaps): string {
  let key = keys.get(gaps);
  if (key === undefined) {
    key = [...[...gaps.fields].sort(), '|', ...[...gaps.types].sort()].join(',');
    keys.set(gaps, key);
  }
  return key;
}
