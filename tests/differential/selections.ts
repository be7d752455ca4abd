import {
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
} from 'graphql';

/**
 * Selection sets built from the reference schema for the differential corpus. Only what the
 * schema says is used, so a type the content service lacks shows up as a difference.
 */

/** Fields that name a node in a list: enough to see which nodes came back and in which order. */
const IDENTITY_FIELDS = ['id', 'databaseId', 'slug', 'name', 'uri', 'title', 'label'];

type Fields = Record<string, GraphQLField<unknown, unknown>>;

function fieldsOf(type: GraphQLNamedType): Fields {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields() : {};
}

/** True when the field can be selected without arguments. */
export function needsNoArguments(field: GraphQLField<unknown, unknown>): boolean {
  return field.args.every((arg) => !isNonNullType(arg.type));
}

/** `__typename` plus the identity fields the type has (scalars, no required arguments). */
export function identitySelection(type: GraphQLNamedType): string {
  const fields = fieldsOf(type);
  const names = IDENTITY_FIELDS.filter((name) => {
    const field = fields[name];
    return field && isLeafType(getNamedType(field.type)) && needsNoArguments(field);
  });
  return ['__typename', ...names].join(' ');
}

/** Scalar and enum fields of a type that need no argument, in schema order. */
export function leafFieldNames(type: GraphQLNamedType): string[] {
  return Object.values(fieldsOf(type))
    .filter((field) => isLeafType(getNamedType(field.type)) && needsNoArguments(field))
    .map((field) => field.name);
}

/** Object-valued fields (connections, edges to one node, plain objects) that need no argument. */
export function objectFields(type: GraphQLNamedType): GraphQLField<unknown, unknown>[] {
  return Object.values(fieldsOf(type)).filter(
    (field) => !isLeafType(getNamedType(field.type)) && needsNoArguments(field),
  );
}

export function isConnection(type: GraphQLNamedType): boolean {
  return 'nodes' in fieldsOf(type) && 'pageInfo' in fieldsOf(type);
}

/** `{ nodes { identity } }` for a connection, `{ node { identity } }` for a one-node edge. */
export function shallowSelection(schema: GraphQLSchema, type: GraphQLNamedType): string {
  const fields = fieldsOf(type);
  if (isConnection(type)) {
    return `{ nodes { ${identityOf(schema, fields.nodes!.type)} } }`;
  }
  if ('node' in fields && Object.keys(fields).length <= 3) {
    return `{ node { ${identityOf(schema, fields.node!.type)} } }`;
  }
  if (isAbstractType(type)) return `{ __typename }`;
  const leaves = leafFieldNames(type);
  return `{ ${leaves.length > 0 ? ['__typename', ...leaves].join(' ') : '__typename'} }`;
}

function identityOf(schema: GraphQLSchema, type: Parameters<typeof getNamedType>[0]): string {
  const named = getNamedType(type)!;
  return identitySelection(schema.getType(named.name) ?? named);
}

/** Splits a list into chunks of `size` (a missing field then hides only its chunk's fields). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size)
    out.push(items.slice(index, index + size));
  return out;
}
