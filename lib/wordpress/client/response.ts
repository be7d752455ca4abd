import {
  type GraphQLErrorEntry,
  WordPressRequestError,
  graphQLError,
  httpError,
  networkError,
  noContentError,
} from './errors';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function graphQLErrors(body: Record<string, unknown>): GraphQLErrorEntry[] {
  const { errors } = body;
  if (!Array.isArray(errors)) return [];
  return errors.map((error) =>
    isObject(error) && typeof error.message === 'string'
      ? (error as unknown as GraphQLErrorEntry)
      : { message: 'Unexpected error type' },
  );
}

/** Maps one parsed HTTP answer to its data, or throws the error the catalogue names. */
export function readGraphQLBody(status: number, statusText: string, body: unknown): unknown {
  const errors = isObject(body) ? graphQLErrors(body) : [];
  // A GraphQL answer with errors is final whatever the status (WPGraphQL sends syntax errors
  // with 500): asking again would fail the same way.
  if (errors.length > 0) {
    throw graphQLError(errors, status, isObject(body) && isObject(body.data) ? body.data : null);
  }
  if (status < 200 || status > 299) throw httpError(status, statusText);
  if (!isObject(body) || !isObject(body.data)) throw noContentError(status);
  return body.data;
}

/** Maps one HTTP answer's text to its data, or throws the error the catalogue names. */
export function readGraphQLResponse(status: number, statusText: string, text: string): unknown {
  return readGraphQLBody(status, statusText, parseJson(text));
}

/**
 * The catalogue's error for what Apollo's HttpLink reports: its `ServerError` (status ≥ 300, or
 * an answer with neither data nor errors) and `ServerParseError` (not JSON) carry the status and
 * the answer; anything else (refused connection, timeout) is a network failure.
 */
export function catalogueError(error: unknown): WordPressRequestError {
  if (error instanceof WordPressRequestError) return error;
  if (isObject(error) && typeof error.statusCode === 'number') {
    const response = error.response as { statusText?: string } | undefined;
    const body = error.name === 'ServerParseError' ? undefined : error.result;
    try {
      readGraphQLBody(error.statusCode, response?.statusText ?? '', body);
    } catch (mapped) {
      return mapped as WordPressRequestError;
    }
    return noContentError(error.statusCode);
  }
  return networkError(error);
}
