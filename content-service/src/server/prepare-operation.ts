import { GraphQLError, parse, type DocumentNode } from 'graphql';
import { formatGraphQLError, type FormattedError } from './format-error';
import type { Limits } from './limits';
import { MESSAGES } from './messages';
import { validateOperationParams, type OperationParams } from './operation-params';
import { DocumentCache } from './document-cache';
import { RequestError } from './request-error';

/** An operation either answered already (its params were unusable) or parsed and ready to run. */
export type PreparedOperation =
  | { kind: 'answered'; errors: FormattedError[] }
  | { kind: 'parsed'; params: OperationParams; document: DocumentNode };

/**
 * Checks the params and parses the document. A syntax error fails the whole HTTP request with 500,
 * because WPGraphQL parses every operation of a request before executing any (its QueryAnalyzer,
 * cases syntax_error and get_syntax_error) and that error escapes to its router.
 */
export function prepareOperation(params: OperationParams, limits: Limits): PreparedOperation {
  let document: DocumentNode | undefined;
  if (typeof params.query === 'string' && params.query !== '') {
    const query = params.query;
    const bytes = Buffer.byteLength(query, 'utf8');
    if (bytes > limits.maxDocumentBytes) {
      return answered([MESSAGES.documentTooLarge(bytes, limits.maxDocumentBytes)]);
    }
    // graphql-js parses recursively: refuse absurd nesting before it can exhaust the stack. Real
    // queries within the depth limit stay far below this.
    const nesting = bracketNesting(query);
    if (nesting > maxBracketNesting(limits)) {
      return answered([MESSAGES.nestingTooDeep(nesting, maxBracketNesting(limits))]);
    }
    document = parseOrThrow(query, limits);
  }
  const paramErrors = validateOperationParams(params);
  if (paramErrors.length > 0) return answered(paramErrors);
  if (!document) return answered([MESSAGES.persistedQueries]);
  return { kind: 'parsed', params, document };
}

const documents = new DocumentCache();

function parseOrThrow(query: string, limits: Limits): DocumentNode {
  try {
    return documents.parse(`${limits.maxTokens}:${query}`, () =>
      parse(query, { maxTokens: limits.maxTokens }),
    );
  } catch (error) {
    if (error instanceof GraphQLError) {
      throw new RequestError(error.message, 500, [formatGraphQLError(error)]);
    }
    throw error;
  }
}

function answered(messages: string[]): PreparedOperation {
  return { kind: 'answered', errors: messages.map((message) => ({ message })) };
}

function maxBracketNesting(limits: Limits): number {
  // Selection sets, plus room for nested input objects and lists in arguments.
  return limits.maxQueryDepth * 4 + 32;
}

/** Deepest `{ [ (` nesting outside strings and comments (a rough count; exact parsing comes next). */
export function bracketNesting(query: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < query.length; i++) {
    const c = query[i];
    if (c === '#') {
      while (i < query.length && query[i] !== '\n' && query[i] !== '\r') i++;
    } else if (c === '"') {
      i = skipString(query, i);
    } else if (c === '{' || c === '[' || c === '(') {
      max = Math.max(max, ++depth);
    } else if (c === '}' || c === ']' || c === ')') {
      depth = Math.max(0, depth - 1);
    }
  }
  return max;
}

/** Index of the last character of the string literal starting at `start`. */
function skipString(query: string, start: number): number {
  if (query.startsWith('"""', start)) {
    const end = query.indexOf('"""', start + 3);
    return end === -1 ? query.length : end + 2;
  }
  for (let i = start + 1; i < query.length; i++) {
    if (query[i] === '\\') i++;
    else if (query[i] === '"' || query[i] === '\n') return i;
  }
  return query.length;
}
