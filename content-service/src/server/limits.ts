/**
 * Request limits. WordPress itself leans on PHP's post_max_size and WPGraphQL's batch limit; a
 * Node process serving many requests needs explicit caps so one request cannot exhaust it.
 */
export const LIMITS = {
  /** Request bodies above this are refused with 413 before being parsed. */
  maxBodyBytes: 1024 * 1024,
  /** Query documents above this (UTF-8 bytes) get a GraphQL error instead of being parsed. */
  maxDocumentBytes: 64 * 1024,
  /** WPGraphQL's `batch_limit` setting (its default is 10). */
  maxBatchOperations: 10,
  /** WPGraphQL's QueryDepth rule, counted the way it counts (the root field is level 0). */
  maxQueryDepth: 15,
  /** Upper bound on lexical tokens, so a pathological document cannot make parsing slow. */
  maxTokens: 20_000,
  /** Validation stops after this many errors (graphql-js's own default is 100). */
  maxValidationErrors: 50,
  /** A request that has not finished arriving by then is dropped (slow clients). */
  requestTimeoutMs: 30_000,
} as const;

export type Limits = { -readonly [K in keyof typeof LIMITS]: number };
