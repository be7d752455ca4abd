import { stripIgnoredCharacters } from 'graphql';
import type { TypedDocumentString } from '../generated/graphql';
import {
  type GraphQLErrorEntry,
  WordPressRequestError,
  graphQLError,
  httpError,
  networkError,
  noContentError,
} from './errors';
import { buildHttpRequest } from './http-request';
import { DEFAULT_TRIES, sleep, withRetry } from './retry';

export interface WordPressClientOptions {
  /** WordPress's GraphQL endpoint, e.g. http://127.0.0.1:4000/graphql. */
  endpoint: string;
  fetch?: typeof fetch;
  /** How to wait between tries (tests pass a fake). */
  wait?: (ms: number) => Promise<void>;
  tries?: number;
  /** Each try is abandoned after this long (a network error, so it is retried). */
  timeoutMs?: number;
  /** Sent with every request (an editor's `Authorization: Bearer …`); forces POST. */
  headers?: Record<string, string>;
}

export type WordPressClient = <TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
) => Promise<TResult>;

interface PreparedDocument {
  query: string;
  operationName: string | null;
  mutation: boolean;
}

const prepared = new Map<string, PreparedDocument>();

/** The compact query text (shorter GET addresses) and its operation name, computed once. */
function prepare(document: { toString(): string }): PreparedDocument {
  const source = document.toString();
  let entry = prepared.get(source);
  if (!entry) {
    const operation = /\b(query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(source);
    entry = {
      query: stripIgnoredCharacters(source),
      operationName: operation?.[2] ?? null,
      mutation: operation?.[1] === 'mutation',
    };
    prepared.set(source, entry);
  }
  return entry;
}

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

/** Maps one HTTP answer to its data, or to the error the catalogue names. */
export function readGraphQLResponse(status: number, statusText: string, text: string): unknown {
  const body = parseJson(text);
  const errors = isObject(body) ? graphQLErrors(body) : [];
  // A GraphQL answer with errors is final whatever the status (WPGraphQL sends syntax errors
  // with 500): asking again would fail the same way.
  if (errors.length > 0) throw graphQLError(errors, status);
  if (status < 200 || status > 299) throw httpError(status, statusText);
  if (!isObject(body) || !isObject(body.data)) throw noContentError(status);
  return body.data;
}

/**
 * The site's GraphQL client for server-side rendering: no cache (every call goes to WordPress),
 * GET or POST by address length, three tries on network failures and 5xx answers.
 */
export function createWordPressClient(options: WordPressClientOptions): WordPressClient {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const isRetryable = (error: unknown) => error instanceof WordPressRequestError && error.retryable;

  return async <TResult, TVariables>(
    document: TypedDocumentString<TResult, TVariables>,
    variables: TVariables,
  ): Promise<TResult> => {
    const { query, operationName, mutation } = prepare(document);
    const request = buildHttpRequest(
      options.endpoint,
      {
        query,
        operationName,
        variables: (variables ?? {}) as Record<string, unknown>,
      },
      { headers: options.headers, mutation },
    );
    const attempt = async (): Promise<TResult> => {
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(request.url, {
          ...request.init,
          cache: 'no-store',
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        throw networkError(error);
      }
      return readGraphQLResponse(response.status, response.statusText, text) as TResult;
    };
    return withRetry(attempt, isRetryable, {
      tries: options.tries ?? DEFAULT_TRIES,
      wait: options.wait ?? sleep,
    });
  };
}
