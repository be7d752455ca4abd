import { MESSAGES } from './messages';
import { phpJsonEncode } from './php-json';
import { RequestError } from './request-error';

/**
 * One GraphQL operation as the request gave it, before any check: graphql-php's OperationParams.
 * Values stay `unknown` because a client may send any JSON; `validateOperationParams` says what is
 * wrong with them in graphql-php's words.
 */
export interface OperationParams {
  query: unknown;
  queryId: unknown;
  operationName: unknown;
  variables: unknown;
  /** GET requests may only run queries. */
  readOnly: boolean;
  /** `variables` as sent, before JSON text is decoded (graphql-php's originalInput). */
  originalVariables?: unknown;
}

/** PHP's `json_decode` refuses documents nested deeper than this (its default depth). */
const MAX_JSON_DEPTH = 512;

/** graphql-php's OperationParams::create: keys are case-insensitive and '' counts as missing. */
export function createOperationParams(input: unknown, readOnly: boolean): OperationParams {
  const lower = new Map<string, unknown>();
  if (isPlainObject(input)) {
    for (const [key, value] of Object.entries(input)) lower.set(key.toLowerCase(), value);
  }
  const get = (key: string): unknown => {
    const value = lower.get(key);
    return value === '' || value === undefined ? null : value;
  };
  const variables = decodeIfJson(get('variables'));
  // WPGraphQL hands variables to a PHP function typed `?array`: a string (text that is not
  // JSON), number or boolean is a TypeError, answered 500 "Internal server error".
  if (variables !== null && typeof variables !== 'object') {
    throw new RequestError(MESSAGES.internal, 500);
  }
  // Apollo's automatic persisted queries: a sha256Hash in extensions is the query id when none
  // is given (graphql-php's "Apollo server/client compatibility").
  const extensions = decodeIfJson(get('extensions'));
  const hash = isPlainObject(extensions) ? persistedQueryHash(extensions.persistedQuery) : null;
  return {
    query: get('query'),
    queryId: get('queryid') ?? get('documentid') ?? get('id') ?? hash,
    operationName: get('operationname'),
    variables,
    readOnly,
    originalVariables: get('variables'),
  };
}

/** PHP's isset($extensions['persistedQuery']['sha256Hash']): the hash, or null. */
function persistedQueryHash(persistedQuery: unknown): unknown {
  return isPlainObject(persistedQuery) ? (persistedQuery.sha256Hash ?? null) : null;
}

/** GET: the operation is in the query string (`variables` as JSON text). */
export function paramsFromSearch(search: URLSearchParams): OperationParams {
  const input: Record<string, string> = {};
  // PHP's $_GET keeps the last of repeated keys.
  for (const [key, value] of search) input[key] = value;
  return createOperationParams(input, true);
}

/** POST with application/json: one operation object, or an array of them (a batch). */
export function paramsFromJsonBody(body: Buffer): OperationParams | OperationParams[] {
  const parsed = decodeJsonBody(body);
  if (Array.isArray(parsed) && parsed.length > 0) {
    return parsed.map((item) => createOperationParams(item, false));
  }
  return createOperationParams(parsed, false);
}

function decodeJsonBody(body: Buffer): unknown {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new RequestError(
      MESSAGES.jsonSyntax('Malformed UTF-8 characters, possibly incorrectly encoded'),
    );
  }
  if (jsonNestingDepth(text) > MAX_JSON_DEPTH) {
    throw new RequestError(MESSAGES.jsonSyntax('Maximum stack depth exceeded'));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RequestError(MESSAGES.jsonSyntax('Syntax error'));
  }
  if (parsed === null || typeof parsed !== 'object') {
    throw new RequestError(MESSAGES.jsonNotObject(printSafeJson(parsed)));
  }
  return parsed;
}

/** graphql-php's validateOperationParams: what makes an operation unusable, in its words. */
export function validateOperationParams(params: OperationParams): string[] {
  const errors: string[] = [];
  const query = params.query ?? '';
  const queryId = params.queryId ?? '';
  if (query === '' && queryId === '') errors.push(MESSAGES.noQuery);
  if (typeof query !== 'string')
    errors.push(MESSAGES.paramNotString('query', printSafeJson(query)));
  if (typeof queryId !== 'string') {
    errors.push(MESSAGES.paramNotString('queryId', printSafeJson(queryId)));
  }
  if (params.operationName !== null && typeof params.operationName !== 'string') {
    errors.push(MESSAGES.paramNotString('operation', printSafeJson(params.operationName)));
  }
  const variables = params.variables;
  if (variables !== null && !isPlainObject(variables) && !isEmptyArray(variables)) {
    // graphql-php prints the variables as sent: JSON text as a string ("[1]").
    errors.push(MESSAGES.variablesNotObject(printSafeJson(params.originalVariables ?? variables)));
  }
  return errors;
}

/** Variables as an object (PHP cannot tell `[]` from `{}`, so an empty list is no variables). */
export function variablesOf(params: OperationParams): Record<string, unknown> | undefined {
  return isPlainObject(params.variables) ? params.variables : undefined;
}

/** graphql-php's Utils::printSafeJson, used inside its messages. */
export function printSafeJson(value: unknown): string {
  if (value === '') return '(empty string)';
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'number') return String(value);
  return phpJsonEncode(value);
}

function decodeIfJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Deepest bracket nesting outside strings, found without recursion (bodies can be 1 MiB deep). */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) max = Math.max(max, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isEmptyArray(value: unknown): boolean {
  return Array.isArray(value) && value.length === 0;
}
