import { buildSchema, graphql, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { printSafeJson, withPhpScalars } from './php-scalars';

/** Every expected text is the live WordPress's (WPGraphQL 2.20, graphql-php) answer. */
const schema: GraphQLSchema = withPhpScalars(
  buildSchema(`type Query {
    id(v: ID): ID
    ids(v: [ID]): [ID]
    int(v: Int): Int
    float(v: Float): Float
    string(v: String): String
    boolean(v: Boolean): Boolean
  }`),
);
const rootValue = {
  id: ({ v }: { v: unknown }) => v,
  ids: ({ v }: { v: unknown }) => v,
  int: ({ v }: { v: unknown }) => v,
  float: ({ v }: { v: unknown }) => v,
  string: ({ v }: { v: unknown }) => v,
  boolean: ({ v }: { v: unknown }) => v,
};

async function errorOf(source: string, variableValues?: Record<string, unknown>) {
  const result = await graphql({ schema, source, rootValue, variableValues });
  return result.errors?.map((e) => e.message);
}

const variable = (type: string, field: string, value: unknown) =>
  errorOf(`query ($v: ${type}) { ${field}(v: $v) }`, { v: value });

describe("the content service's scalars: graphql-php's coercion errors", () => {
  it('ID', async () => {
    expect(await variable('ID', 'id', true)).toEqual([
      'Variable "$v" got invalid value true; ID cannot represent a non-string and non-integer value: true',
    ]);
    expect(await variable('ID', 'id', 1.5)).toEqual([
      'Variable "$v" got invalid value 1.5; ID cannot represent a non-string and non-integer value: 1.5',
    ]);
    expect(await variable('[ID]', 'ids', [[1]])).toEqual([
      'Variable "$v" got invalid value [1] at "v[0]"; ID cannot represent a non-string and non-integer value: [1]',
    ]);
    expect(await errorOf('{ id(v: true) }')).toEqual([
      'ID cannot represent a non-string and non-integer value: true',
    ]);
    const ok = await graphql({ schema, source: '{ id(v: 12) s: id(v: "x") }', rootValue });
    expect(ok.data).toEqual({ id: '12', s: 'x' });
  });

  it('Int', async () => {
    expect(await errorOf('{ int(v: 3000000000) }')).toEqual([
      'Int cannot represent non-integer value: 3000000000',
    ]);
    expect(await errorOf('{ int(v: -3000000000) }')).toEqual([
      'Int cannot represent non-integer value: -3000000000',
    ]);
    expect(await errorOf('{ int(v: 1.5) }')).toEqual([
      'Int cannot represent non-integer value: 1.5',
    ]);
    expect(await variable('Int', 'int', 'x')).toEqual([
      'Variable "$v" got invalid value "x"; Int cannot represent non-integer value: "x"',
    ]);
    expect(await variable('Int', 'int', 3000000000)).toEqual([
      'Variable "$v" got invalid value 3000000000; Int cannot represent non 32-bit signed integer value: 3000000000',
    ]);
    expect(await variable('Int', 'int', { a: [1, 2], b: 'é/x' })).toEqual([
      'Variable "$v" got invalid value { a: [1, 2], b: "é/x" }; Int cannot represent non-integer value: {"a":[1,2],"b":"\\u00e9\\/x"}',
    ]);
    expect(await errorOf('{ int(v: { a: [1] }) }')).toEqual([
      'Int cannot represent non-integer value: { a: [1] }',
    ]);
    expect(await errorOf('{ ids(v: [{ a: 1 }]) }')).toEqual([
      'ID cannot represent a non-string and non-integer value: { a: 1 }',
    ]);
    expect((await graphql({ schema, source: '{ int(v: -7) }', rootValue })).data).toEqual({
      int: -7,
    });
  });

  it('Float', async () => {
    expect(await errorOf('{ float(v: "x") }')).toEqual([
      'Float cannot represent non numeric value: "x"',
    ]);
    expect(await variable('Float', 'float', 'x')).toEqual([
      'Variable "$v" got invalid value "x"; Float cannot represent non numeric value: "x"',
    ]);
  });

  it('String', async () => {
    expect(await errorOf('{ string(v: 5) }')).toEqual([
      'String cannot represent a non string value: 5',
    ]);
    expect(await variable('String', 'string', 5)).toEqual([
      'Variable "$v" got invalid value 5; String cannot represent a non string value: 5',
    ]);
  });

  it('Boolean', async () => {
    expect(await errorOf('{ boolean(v: 1) }')).toEqual([
      'Boolean cannot represent a non boolean value: 1',
    ]);
    expect(await variable('Boolean', 'boolean', 'yes')).toEqual([
      'Variable "$v" got invalid value "yes"; Boolean cannot represent a non boolean value: "yes"',
    ]);
  });

  it("prints values as graphql-php's printSafeJson", () => {
    expect(printSafeJson({ a: 'é/' })).toBe('{"a":"\\u00e9\\/"}');
    expect(printSafeJson('')).toBe('(empty string)');
    expect(printSafeJson(false)).toBe('false');
  });
});
