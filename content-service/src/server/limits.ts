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
  /**
   * The most a document may cost (query-cost.ts: fields, aliases, page sizes multiplied through
   * nested connections). Refused before validation and execution, with graphql-php's
   * QueryComplexity message. The largest query the site or the reference makes costs about 105,000.
   * It is also the most a whole batch may cost (batch-cost.ts): batching must not multiply it, and
   * two of the largest queries still fit. The site never batches.
   */
  maxQueryCost: 250_000,
  /**
   * The queries of a request (a batch's together) still executing after this long are stopped with
   * an error (CONTENT_QUERY_BUDGET_MS).
   */
  executionBudgetMs: 3_000,
  /**
   * The most bytes of JSON one request is answered with (a batch's answers together); past it the
   * query is stopped or its answer dropped, with an error (request-budget.ts). The largest answer
   * of the reference is 545 KB (all its posts with their content); a post page sends one post's
   * content. Cost does not bound this (100 posts of long content cost what 100 short ones do):
   * without it one operation within the cost limit answered 26 MB on the bench's 10,000 posts.
   */
  maxAnswerBytes: 8 * 1024 * 1024,
  /** Execution yields to other requests after running this long (execution-budget.ts). */
  executionSliceMs: 10,
  /** Upper bound on lexical tokens, so a pathological document cannot make parsing slow. */
  maxTokens: 20_000,
  /** Validation stops after this many errors (graphql-js's own default is 100). */
  maxValidationErrors: 50,
  /** A request that has not finished arriving by then is dropped (slow clients). */
  requestTimeoutMs: 30_000,
} as const;

export type Limits = { -readonly [K in keyof typeof LIMITS]: number };
