import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client/core';
import { muteDeprecations } from '@apollo/client/utilities';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse, stripIgnoredCharacters } from 'graphql';
import { fillLeftOut } from '../capabilities/fill-left-out';
import { logOnce } from '../capabilities/log-once';
import { pruneDocument } from '../capabilities/prune-document';
import { NO_GAPS, type SchemaGaps, gapsKey } from '../capabilities/schema-gaps';
import type { SchemaKnowledge } from '../capabilities/schema-knowledge';
import type { TypedDocumentString } from '../generated/graphql';
import { type AccessTokenContext, accessTokenLink } from './access-token-link';
import { catalogueLink } from './catalogue-link';
import { catalogueError } from './response';
import { WordPressRequestError } from './errors';
import { wordPressFetch } from './http-request';
import { DEFAULT_TRIES, retryLink } from './retry';
import { DEFAULT_BUDGET_MS, startDeadline } from './deadline';

export interface WordPressClientOptions {
  /** WordPress's GraphQL endpoint, e.g. http://127.0.0.1:4000/graphql. */
  endpoint: string;
  fetch?: typeof fetch;
  tries?: number;
  /** A call's whole budget, its tries and the waits between them included. */
  budgetMs?: number;
  /**
   * What this WordPress lacks (schema-knowledge.ts): documents are sent without it. Without
   * one, documents are sent as they are.
   */
  schema?: SchemaKnowledge;
}

export type WordPressClient = <TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  call?: AccessTokenContext,
) => Promise<TResult>;

interface ParsedDocument {
  /** Null: this WordPress has nothing the document asks for (every field a missing plugin's). */
  document: TypedDocumentNode | null;
  mutation: boolean;
  /** Response paths of fields left out for this WordPress (they answer null). */
  leftOut: string[][];
  droppedVariables: string[];
}

const parsed = new Map<string, ParsedDocument>();

/**
 * The generated document's text as the DocumentNode Apollo sends, without what this WordPress
 * lacks: parsed and pruned once per document and set of gaps.
 */
function toDocumentNode(source: string, gaps: SchemaGaps): ParsedDocument {
  const key = `${gapsKey(gaps)}\n${source}`;
  let entry = parsed.get(key);
  if (!entry) {
    const original = parse(source);
    const pruned = pruneDocument(original, gaps);
    const mutation = original.definitions.some(
      (definition) =>
        definition.kind === 'OperationDefinition' && definition.operation === 'mutation',
    );
    entry = { ...pruned, document: pruned.document as TypedDocumentNode | null, mutation };
    parsed.set(key, entry);
  }
  return entry;
}

function withoutVariables(
  variables: Record<string, unknown>,
  dropped: readonly string[],
): Record<string, unknown> {
  if (dropped.length === 0) return variables;
  return Object.fromEntries(Object.entries(variables).filter(([name]) => !dropped.includes(name)));
}

const operationName = (source: string) =>
  /\b(?:query|mutation)\s+(\w+)/.exec(source)?.[1] ?? 'a query';

/**
 * `error`, written to the server log once per cause when WordPress answered with GraphQL errors:
 * their messages and paths, and the operation that met them. An anonymous call's (a page's,
 * not an editor's) is kept for the health route too.
 */
function reported(
  error: unknown,
  source: string,
  call: AccessTokenContext,
  schema?: SchemaKnowledge,
): unknown {
  if (error instanceof WordPressRequestError && error.kind === 'graphql') {
    const operation = operationName(source);
    const causes = error.causes.join('; ');
    logOnce(`graphql:${operation}:${causes}`, `[wordpress] ${operation}: ${causes}`, 'error');
    if (!call.accessToken) schema?.refused(operation, causes);
  }
  return error;
}

/**
 * The cache ApolloClient requires. Nothing is read from or written to it: every call is
 * `no-cache` (ISR caches whole pages, and one process serves every visitor, so answers must not
 * outlive their request). Hence no `possibleTypes` either: they only steer fragment matching on
 * cache reads. `addTypename: false` sends the generated documents as they are: `__typename`
 * exists only where a document selects it, as the generated types say.
 */
function unusedCache(): InMemoryCache {
  return muteDeprecations('addTypename', () => new InMemoryCache({ addTypename: false }));
}

/**
 * The site's GraphQL client for server-side rendering: one ApolloClient whose links carry
 * the site's client rules — an editor's token (access-token-link.ts), GET up to 2047 characters else
 * POST (http-request.ts), three tries on network failures and 5xx answers (retry.ts), the error
 * catalogue (catalogue-link.ts).
 */
export function createWordPressClient(options: WordPressClientOptions): WordPressClient {
  const http = new HttpLink({
    uri: options.endpoint,
    fetch: wordPressFetch(options.fetch ?? fetch),
    useGETForQueries: true,
    // The variables as given (HttpLink would drop the ones the selection does not use, and
    // WordPress would then refuse a declared non-null variable as missing).
    includeUnusedVariables: true,
    // Compact query text: shorter GET addresses.
    print: (document, print) => stripIgnoredCharacters(print(document)),
  });
  const client = new ApolloClient({
    link: ApolloLink.from([
      accessTokenLink,
      retryLink(options.tries ?? DEFAULT_TRIES),
      catalogueLink,
      http,
    ]),
    cache: unusedCache(),
    // One request per call: concurrent renders never share an answer.
    queryDeduplication: false,
    defaultOptions: {
      query: { fetchPolicy: 'no-cache' },
      mutate: { fetchPolicy: 'no-cache' },
    },
  });

  const send = async (
    source: string,
    variables: Record<string, unknown>,
    call: AccessTokenContext,
  ): Promise<unknown> => {
    const gaps = options.schema ? (await options.schema.current()).gaps : undefined;
    const entry = toDocumentNode(source, gaps ?? NO_GAPS);
    if (!entry.document) return fillLeftOut({}, entry.leftOut);
    const vars = withoutVariables(variables, entry.droppedVariables);
    const deadline = startDeadline(options.budgetMs ?? DEFAULT_BUDGET_MS);
    const context = {
      accessToken: call.accessToken,
      clientAddress: call.clientAddress,
      ...deadline.context,
    };
    try {
      const result = entry.mutation
        ? await client.mutate({ mutation: entry.document, variables: vars, context })
        : await client.query({ query: entry.document, variables: vars, context });
      return fillLeftOut(result.data, entry.leftOut);
    } catch (error) {
      // ApolloError wraps what the links reported; callers get the catalogue's error itself.
      const cause = (error as { networkError?: unknown }).networkError;
      throw catalogueError(cause ?? error);
    } finally {
      deadline.clear();
    }
  };

  return async <TResult, TVariables>(
    source: TypedDocumentString<TResult, TVariables>,
    variables: TVariables,
    call: AccessTokenContext = {},
  ): Promise<TResult> => {
    const vars = (variables ?? {}) as Record<string, unknown>;
    const text = source.toString();
    const answered = (data: unknown) => {
      if (!call.accessToken) options.schema?.answered(operationName(text));
      return data as TResult;
    };
    try {
      return answered(await send(text, vars, call));
    } catch (error) {
      // A plugin switched off since WordPress was last asked: the answer names what it took
      // away, and the same request without it is answered (once; the next ones leave it out).
      const errors =
        error instanceof WordPressRequestError ? error.details.graphQLErrors : undefined;
      if (!errors || !options.schema?.learn(errors)) {
        throw reported(error, text, call, options.schema);
      }
      try {
        return answered(await send(text, vars, call));
      } catch (again) {
        throw reported(again, text, call, options.schema);
      }
    }
  };
}
