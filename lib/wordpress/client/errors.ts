/** One error of a GraphQL answer (the fields WPGraphQL sends). */
export interface GraphQLErrorEntry {
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

export type WordPressErrorKind = 'network' | 'http' | 'graphql' | 'no-content';

/**
 * A failed request to WordPress, with the texts of the site's error catalogue: `[Network] …`,
 * the HTTP status text, `[GraphQL] …` (or `GraphQL Errors` when there are several), `No Content`.
 */
export class WordPressRequestError extends Error {
  override name = 'WordPressRequestError';

  constructor(
    message: string,
    readonly kind: WordPressErrorKind,
    readonly details: {
      status?: number;
      graphQLErrors?: GraphQLErrorEntry[];
      /** What WordPress answered beside its errors (the fields that did resolve). */
      data?: Record<string, unknown> | null;
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
  }

  /** Every GraphQL error with where it happened: `message (at node.seo.title)`. */
  get causes(): string[] {
    return (this.details.graphQLErrors ?? []).map((error) =>
      error.path?.length ? `${error.message} (at ${error.path.join('.')})` : error.message,
    );
  }

  /**
   * How Node prints the error (Next's log of a failed render): the catalogue's message and then
   * each GraphQL error in words, where the default would print `graphQLErrors: [ [Object] ]`.
   */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    const causes = this.causes;
    const stack = this.stack ?? `${this.name}: ${this.message}`;
    return causes.length > 0 ? `${stack}\n  WordPress said: ${causes.join('; ')}` : stack;
  }

  /** Worth another try: the network failed, or the server did (5xx without a GraphQL answer). */
  get retryable(): boolean {
    if (this.kind === 'network') return true;
    return this.kind === 'http' && (this.details.status ?? 0) >= 500;
  }
}

export function networkError(cause: unknown): WordPressRequestError {
  const message = cause instanceof Error ? cause.message : String(cause);
  return new WordPressRequestError(`[Network] ${message}`, 'network', { cause });
}

export function httpError(status: number, statusText: string): WordPressRequestError {
  return new WordPressRequestError(statusText || `HTTP ${status}`, 'http', { status });
}

export function graphQLError(
  errors: GraphQLErrorEntry[],
  status: number,
  data: Record<string, unknown> | null = null,
): WordPressRequestError {
  const message = errors.length === 1 ? `[GraphQL] ${errors[0]?.message}` : 'GraphQL Errors';
  return new WordPressRequestError(message, 'graphql', { status, graphQLErrors: errors, data });
}

export function noContentError(status: number): WordPressRequestError {
  return new WordPressRequestError('No Content', 'no-content', { status });
}
