import { buildSchema, GraphQLError, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { formatGraphQLError, phpMessage, phpVariableMessage } from './format-error';
import { graphqlUrlFor } from './headers';
import { createOperationParams, printSafeJson, validateOperationParams } from './operation-params';

const syntaxMessage = (query: string): string => {
  try {
    parse(query);
  } catch (error) {
    return phpMessage((error as GraphQLError).message);
  }
  throw new Error('parsed');
};

describe('graphql-php wording of parser errors', () => {
  it('drops the final period and unquotes punctuators', () => {
    expect(syntaxMessage('query Broken {\n  posts {')).toBe(
      'Syntax Error: Expected Name, found <EOF>',
    );
    expect(syntaxMessage('query X hello')).toBe('Syntax Error: Expected {, found Name "hello"');
    expect(syntaxMessage('{ a(b: ) }')).toBe('Syntax Error: Unexpected )');
    expect(syntaxMessage('fragment on on X { a }')).toBe('Syntax Error: Unexpected Name "on"');
  });

  it('keeps quoted keywords and string values as they are', () => {
    expect(syntaxMessage('fragment F X { a }')).toBe('Syntax Error: Expected "on", found Name "X"');
    expect(phpMessage('Syntax Error: Unterminated string.')).toBe(
      'Syntax Error: Unterminated string.',
    );
    expect(phpMessage('Cannot query field "x" on type "Post".')).toBe(
      'Cannot query field "x" on type "Post".',
    );
  });
});

describe('graphql-php wording of validation errors (as WPGraphQL answers them)', () => {
  const schema = buildSchema(
    'schema { query: Q } type Q { post(id: ID!): P s: P } type P { title: String }',
  );
  const messages = (query: string) =>
    validate(schema, parse(query)).map((error) => phpMessage(error.message));

  it('words unknown arguments, missing arguments and sub selections as graphql-php', () => {
    expect(messages('{ s(nope: 1) { title } }')).toEqual([
      'Unknown argument "nope" on field "s" of type "Q".',
    ]);
    expect(messages('{ post { title } }')).toEqual([
      'Field "post" argument "id" of type "ID!" is required but not provided.',
    ]);
    expect(messages('{ s { title { x } } }')).toEqual([
      'Field "title" of type "String" must not have a sub selection.',
    ]);
    expect(messages('{ s }')).toEqual(['Field "s" of type "P" must have a sub selection.']);
  });

  it('words directives, variables, fragment cycles and field conflicts as graphql-php', () => {
    expect(messages('{ s { title @include } }')).toEqual([
      'Directive "@include" argument "if" of type "Boolean!" is required but not provided.',
    ]);
    // graphql-php names the operation of an undefined variable only when it has no name.
    expect(messages('{ post(id: $n) { title } }')).toEqual([
      'Variable "$n" is not defined by operation "".',
    ]);
    expect(messages('query Q { post(id: $n) { title } }')).toEqual([
      'Variable "$n" is not defined.',
    ]);
    expect(messages('query ($n: ID!, $n: ID!) { post(id: $n) { title } }')).toEqual([
      'There can be only one variable named "n".',
    ]);
    expect(
      messages(
        'fragment A on P { ...B } fragment B on P { ...C } fragment C on P { ...A } { s { ...A } }',
      ),
    ).toEqual(['Cannot spread fragment "A" within itself via B, C.']);
    expect(messages('{ a: s { title } a: post(id: 1) { title } }')).toEqual([
      'Fields "a" conflict because s and post are different fields. Use different aliases on the fields to fetch both if this was intentional.',
    ]);
    const withInput = buildSchema(
      'schema { query: Q } input O { order: Int! } type Q { s(o: O): Int }',
    );
    expect(
      validate(withInput, parse('{ s(o: {}) }')).map((error) => phpMessage(error.message)),
    ).toEqual(['Field O.order of required type Int! was not provided.']);
    expect(messages('query @include(if: true) { s { title } }')).toEqual([
      'Directive "include" may not be used on "QUERY".',
    ]);
    expect(messages('{ s { title @skip(if: true) @skip(if: true) } }')).toEqual([
      'The directive "skip" can only be used once at this location.',
    ]);
  });

  it("prints a variable's invalid value as JSON, also the part a path names", () => {
    expect(
      phpVariableMessage(
        'Variable "$w" got invalid value { nope: 1, b: "é/x" }; Field "nope" is not defined by type "W".',
        { w: { nope: 1, b: 'é/x' } },
      ),
    ).toBe(
      'Variable "$w" got invalid value {"nope":1,"b":"\\u00e9\\/x"}; Field "nope" is not defined by type "W".',
    );
    expect(
      phpVariableMessage(
        'Variable "$w" got invalid value { a: 1 } at "w.in[1]"; ID cannot represent a non-string and non-integer value: {"a":1}',
        { w: { in: [1, { a: 1 }] } },
      ),
    ).toBe(
      'Variable "$w" got invalid value {"a":1} at "w.in[1]"; ID cannot represent a non-string and non-integer value: {"a":1}',
    );
  });
});

describe('formatGraphQLError', () => {
  it('masks errors that are not client safe but keeps locations and path', () => {
    const error = new GraphQLError('boom', { path: ['a', 0], originalError: new Error('boom') });
    expect(formatGraphQLError(error)).toEqual({ message: 'Internal server error', path: ['a', 0] });
  });

  it('shows errors flagged client safe with their extensions', () => {
    const original = Object.assign(new Error('Nope'), { isClientSafe: true });
    const error = new GraphQLError('Nope', { originalError: original, extensions: { code: 'X' } });
    expect(formatGraphQLError(error)).toEqual({ message: 'Nope', extensions: { code: 'X' } });
  });
});

describe('operation params (graphql-php OperationParams)', () => {
  it('reads keys case-insensitively and treats empty strings as missing', () => {
    const params = createOperationParams(
      { QUERY: '{ a }', OperationName: '', variables: '{"x":1}' },
      false,
    );
    expect(params).toMatchObject({ query: '{ a }', operationName: null, variables: { x: 1 } });
    expect(validateOperationParams(params)).toEqual([]);
  });

  it('prints variables that are not an object as sent: JSON text as a string', () => {
    expect(
      validateOperationParams(createOperationParams({ query: '{ a }', variables: '[1]' }, true)),
    ).toEqual([
      'GraphQL Request parameter "variables" must be object or JSON string parsed to object, but got "[1]"',
    ]);
  });

  it('prints values like Utils::printSafeJson', () => {
    expect(printSafeJson('')).toBe('(empty string)');
    expect(printSafeJson(null)).toBe('null');
    expect(printSafeJson(true)).toBe('true');
    expect(printSafeJson('a/b')).toBe('"a/b"');
    expect(printSafeJson(['a/b'])).toBe('["a\\/b"]');
    expect(printSafeJson(1.5)).toBe('1.5');
  });
});

describe('X-GraphQL-URL', () => {
  it('is host:port/graphql without scheme', () => {
    expect(graphqlUrlFor('127.0.0.1', 8080)).toBe('127.0.0.1:8080/graphql');
    expect(graphqlUrlFor('::1', 8080)).toBe('[::1]:8080/graphql');
    expect(graphqlUrlFor('0.0.0.0', 8080, 'cms.example:80')).toBe('cms.example:80/graphql');
    expect(graphqlUrlFor('0.0.0.0', 8080)).toBe('localhost:8080/graphql');
  });
});
