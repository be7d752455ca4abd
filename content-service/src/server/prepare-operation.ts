import { GraphQLError, type DocumentNode } from 'graphql';
import { formatGraphQLError, type FormattedError } from './format-error';
import type { Limits } from './limits';
import { MESSAGES } from './messages';
import { validateOperationParams, type OperationParams } from './operation-params';
import { DocumentCache } from './document-cache';
import { parseDocument } from './recursion-limited-parser';
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
    document = parseOrThrow(query, limits);
  }
  const paramErrors = validateOperationParams(params);
  if (paramErrors.length > 0) return answered(paramErrors);
  // A query id wins over the query: graphql-php loads the persisted query, and WPGraphQL has no
  // loader (also when both are sent, or the id comes from extensions.persistedQuery).
  if (params.queryId !== null || !document) return answered([MESSAGES.persistedQueries]);
  return { kind: 'parsed', params, document };
}

const documents = new DocumentCache();

function parseOrThrow(query: string, limits: Limits): DocumentNode {
  try {
    return documents.parse(`${limits.maxTokens}:${query}`, () =>
      parseDocument(query, { maxTokens: limits.maxTokens }),
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
