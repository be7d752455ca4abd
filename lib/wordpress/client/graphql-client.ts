import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client/core';
import { muteDeprecations } from '@apollo/client/utilities';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse, stripIgnoredCharacters } from 'graphql';
import type { TypedDocumentString } from '../generated/graphql';
import { type AccessTokenContext, accessTokenLink } from './access-token-link';
import { catalogueLink } from './catalogue-link';
import { catalogueError } from './response';
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
}

export type WordPressClient = <TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  call?: AccessTokenContext,
) => Promise<TResult>;

interface ParsedDocument {
  document: TypedDocumentNode;
  mutation: boolean;
}

const parsed = new Map<string, ParsedDocument>();

/** The generated document's text as the DocumentNode Apollo sends, parsed once per document. */
function toDocumentNode(source: string): ParsedDocument {
  let entry = parsed.get(source);
  if (!entry) {
    const document = parse(source);
    const mutation = document.definitions.some(
      (definition) =>
        definition.kind === 'OperationDefinition' && definition.operation === 'mutation',
    );
    entry = { document, mutation };
    parsed.set(source, entry);
  }
  return entry;
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
 * SPEC's client rules — an editor's token (access-token-link.ts), GET up to 2047 characters else
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

  return async <TResult, TVariables>(
    source: TypedDocumentString<TResult, TVariables>,
    variables: TVariables,
    call: AccessTokenContext = {},
  ): Promise<TResult> => {
    const { document, mutation } = toDocumentNode(source.toString());
    const vars = (variables ?? {}) as Record<string, unknown>;
    const deadline = startDeadline(options.budgetMs ?? DEFAULT_BUDGET_MS);
    const context = { accessToken: call.accessToken, ...deadline.context };
    try {
      const result = mutation
        ? await client.mutate({ mutation: document, variables: vars, context })
        : await client.query({ query: document, variables: vars, context });
      return result.data as TResult;
    } catch (error) {
      // ApolloError wraps what the links reported; callers get the catalogue's error itself.
      const cause = (error as { networkError?: unknown }).networkError;
      throw catalogueError(cause ?? error);
    } finally {
      deadline.clear();
    }
  };
}
