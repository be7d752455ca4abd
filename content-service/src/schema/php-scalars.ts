import {
  GraphQLDirective,
  GraphQLError,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLUnionType,
  Kind,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isSpecifiedDirective,
  isUnionType,
  print,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLNamedType,
  type GraphQLType,
  type ValueNode,
} from 'graphql';

/**
 * WPGraphQL's scalars are graphql-php's, and clients read their coercion errors. graphql-js words
 * two of them otherwise: a variable that is not an ID ("ID cannot represent value: true", where
 * graphql-php says "a non-string and non-integer value") and an Int literal out of 32-bit range
 * ("non 32-bit signed integer value", where graphql-php says "non-integer value"). Float, String
 * and Boolean already answer graphql-php's texts (php-scalars.test.ts keeps them so), and String
 * and Boolean cannot be replaced anyway: the introspection types use graphql-js's own.
 */

/** graphql-php's Utils::printSafeJson(): how its messages print an input value. */
export function printSafeJson(value: unknown): string {
  if (value === '') return '(empty string)';
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'object') return phpJsonEncode(value);
  return String(value);
}

/** PHP's json_encode(): slashes escaped, non-ASCII as \uXXXX. */
function phpJsonEncode(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\//g, '\\/')
    .replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * graphql-php's Printer for a value literal: as graphql-js prints it, but input objects with
 * spaces inside their braces (`{ a: 1 }`, graphql-js `{a: 1}`).
 */
export function phpPrintValue(node: ValueNode): string {
  if (node.kind === Kind.OBJECT) {
    const fields = node.fields.map((f) => `${f.name.value}: ${phpPrintValue(f.value)}`);
    return `{ ${fields.join(', ')} }`;
  }
  if (node.kind === Kind.LIST) return `[${node.values.map(phpPrintValue).join(', ')}]`;
  return print(node);
}

const MAX_INT = 2147483647;
const MIN_INT = -2147483648;

export const PhpID = new GraphQLScalarType({
  ...GraphQLID.toConfig(),
  serialize(value) {
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isInteger(value)) return String(value);
    throw new GraphQLError(
      `ID cannot represent a non-string and non-integer value: ${printSafeJson(value)}`,
    );
  },
  parseValue(value) {
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isInteger(value)) return String(value);
    throw new GraphQLError(
      `ID cannot represent a non-string and non-integer value: ${printSafeJson(value)}`,
    );
  },
  parseLiteral(node) {
    if (node.kind === Kind.STRING || node.kind === Kind.INT) return node.value;
    throw new GraphQLError(
      `ID cannot represent a non-string and non-integer value: ${phpPrintValue(node)}`,
      { nodes: node },
    );
  },
});

export const PhpInt = new GraphQLScalarType({
  ...GraphQLInt.toConfig(),
  parseLiteral(node) {
    if (node.kind === Kind.INT) {
      const value = Number(node.value);
      if (value >= MIN_INT && value <= MAX_INT) return value;
    }
    throw new GraphQLError(`Int cannot represent non-integer value: ${phpPrintValue(node)}`, {
      nodes: node,
    });
  },
  // IntType::parseValue: the value printed as graphql-php prints it (JSON for objects and lists).
  parseValue(value) {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      throw new GraphQLError(`Int cannot represent non-integer value: ${printSafeJson(value)}`);
    }
    if (value > MAX_INT || value < MIN_INT) {
      throw new GraphQLError(
        `Int cannot represent non 32-bit signed integer value: ${printSafeJson(value)}`,
      );
    }
    return value;
  },
});

/**
 * The schema with graphql-php's ID and Int in place of graphql-js's: every type that refers to
 * them rebuilt (resolvers and the rest of each config kept).
 */
export function withPhpScalars(schema: GraphQLSchema): GraphQLSchema {
  const replacements: Record<string, GraphQLNamedType> = { ID: PhpID, Int: PhpInt };
  const named = new Map<string, GraphQLNamedType>();
  const mapNamed = <T extends GraphQLNamedType>(type: T): T => (named.get(type.name) ?? type) as T;
  const mapType = <T extends GraphQLType>(type: T): T => {
    if (isNonNullType(type)) return new GraphQLNonNull(mapType(type.ofType)) as T;
    if (isListType(type)) return new GraphQLList(mapType(type.ofType)) as T;
    return mapNamed(type as GraphQLNamedType) as T;
  };
  const mapArgs = (args: GraphQLFieldConfigArgumentMap | undefined) =>
    args &&
    Object.fromEntries(
      Object.entries(args).map(([name, arg]) => [name, { ...arg, type: mapType(arg.type) }]),
    );
  const mapFields = <F extends GraphQLFieldConfigMap<unknown, unknown>>(fields: F) =>
    Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [
        name,
        { ...field, type: mapType(field.type), args: mapArgs(field.args) },
      ]),
    );
  const mapInputFields = (fields: GraphQLInputFieldConfigMap) =>
    Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [
        name,
        { ...field, type: mapType(field.type) },
      ]),
    );

  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const replacement = replacements[type.name];
    if (replacement) named.set(type.name, replacement);
    else if (isObjectType(type)) {
      const config = type.toConfig();
      named.set(
        type.name,
        new GraphQLObjectType({
          ...config,
          interfaces: () => config.interfaces.map(mapNamed),
          fields: () => mapFields(config.fields),
        }),
      );
    } else if (isInterfaceType(type)) {
      const config = type.toConfig();
      named.set(
        type.name,
        new GraphQLInterfaceType({
          ...config,
          interfaces: () => config.interfaces.map(mapNamed),
          fields: () => mapFields(config.fields),
        }),
      );
    } else if (isUnionType(type)) {
      const config = type.toConfig();
      named.set(
        type.name,
        new GraphQLUnionType({ ...config, types: () => config.types.map(mapNamed) }),
      );
    } else if (isInputObjectType(type)) {
      const config = type.toConfig();
      named.set(
        type.name,
        new GraphQLInputObjectType({ ...config, fields: () => mapInputFields(config.fields) }),
      );
    }
  }
  const config = schema.toConfig();
  const root = (type: GraphQLObjectType | null | undefined) => (type ? mapNamed(type) : type);
  return new GraphQLSchema({
    ...config,
    query: root(config.query),
    mutation: root(config.mutation),
    subscription: root(config.subscription),
    types: config.types.map(mapNamed),
    // Directives of the spec take Boolean and String; the others are rebuilt with mapped args.
    directives: config.directives.map((directive) => {
      if (isSpecifiedDirective(directive)) return directive;
      const directiveConfig = directive.toConfig();
      return new GraphQLDirective({ ...directiveConfig, args: mapArgs(directiveConfig.args) });
    }),
  });
}
