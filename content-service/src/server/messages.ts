/** Texts WordPress, WPGraphQL and graphql-php answer with, copied verbatim (see the reference cases). */

export const DEBUG_LOGS_INACTIVE = {
  type: 'DEBUG_LOGS_INACTIVE',
  message: 'GraphQL Debug logging is not active. To see debug logs, GRAPHQL_DEBUG must be enabled.',
} as const;

export const MESSAGES = {
  internal: 'Internal server error',
  noQuery:
    'GraphQL Request must include at least one of those two parameters: "query" or "queryId"',
  getOnlyQuery: 'GET supports only query operation',
  noOperation: 'Failed to determine operation type',
  persistedQueries: 'Persisted queries are not supported by this server',
  introspectionDisabled:
    'The query contained __schema or __type, however GraphQL introspection is not allowed for public requests by default. Public introspection can be enabled under the WPGraphQL Settings.',
  jsonSyntax: (reason: string) =>
    `Expected JSON object or array for "application/json" request, but failed to parse because: ${reason}`,
  jsonNotObject: (got: string) =>
    `Expected JSON object or array for "application/json" request, got: ${got}`,
  contentType: (received: string) =>
    `HTTP POST requests must have Content-Type: application/json header. Received: ${received}`,
  method: (method: string) => `HTTP Method "${method}" is not supported`,
  batchLimit: (limit: number, count: number) =>
    `Batch requests are limited to ${limit} operations. This request contained ${count}`,
  paramNotString: (name: string, got: string) =>
    `GraphQL Request parameter "${name}" must be string, but got ${got}`,
  variablesNotObject: (got: string) =>
    `GraphQL Request parameter "variables" must be object or JSON string parsed to object, but got ${got}`,
  // graphql-php's QueryComplexity rule (WPGraphQL leaves it off; this service counts cost always).
  queryCost: (max: number, cost: number) =>
    `Max query complexity should be ${max} but got ${cost}.`,
  // Not WordPress: limits of this service (WordPress relies on PHP's own limits).
  documentTooLarge: (bytes: number, limit: number) =>
    `The query document is too large: ${bytes} bytes, the limit is ${limit} bytes.`,
  executionBudget: (ms: number) =>
    `The query ran longer than this server allows (${ms} ms) and was stopped.`,
  bodyTooLarge: (limit: number) => `The request body is too large: the limit is ${limit} bytes.`,
  batchCost: (limit: number, cost: number) =>
    `Batch requests are limited to a total query complexity of ${limit}. This request's operations together cost ${cost}.`,
  answerTooLarge: (limit: number) =>
    `The query's answer is larger than this server allows (${limit} bytes) and was not sent.`,
  requestBudgetSpent:
    "This operation was not run: the operations before it in the batch used up the request's budget.",
} as const;
