import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import type { AuthOptions } from '../auth/auth-options';
import { createContext, type Viewer } from '../schema/context';
import type { Store } from '../store/open-store';
import { refuseCostlyBatch } from './batch-cost';
import { graphqlHeaders, preflightHeaders, type HeaderList } from './headers';
import { readBody } from './http-body';
import { faustSecret, mayIntrospect } from './introspection';
import type { Limits } from './limits';
import { MESSAGES } from './messages';
import { paramsFromJsonBody, paramsFromSearch, type OperationParams } from './operation-params';
import { phpJsonEncode } from './php-json';
import { prepareOperation } from './prepare-operation';
import { RequestBudget } from './request-budget';
import { RequestError } from './request-error';
import { runOperation, withDebug, type RunOptions } from './run-operation';
import type { ViewerResolver } from './viewer';

export interface GraphqlHandlerOptions {
  db: Store;
  schema: GraphQLSchema;
  limits: Limits;
  /** `X-GraphQL-URL` for this request. */
  graphqlUrl: (req: IncomingMessage) => string;
  resolveViewer: ViewerResolver;
  introspectionSecret: string | undefined;
  log: (message: string) => void;
  /** The clock content rendering reads (the calendar block); defaults to the system's. */
  now?: () => Date;
  auth: AuthOptions;
}

/** Answers one HTTP request to the GraphQL endpoint, as WPGraphQL's Router does. */
export async function handleGraphql(
  req: IncomingMessage,
  res: ServerResponse,
  search: URLSearchParams,
  options: GraphqlHandlerOptions,
): Promise<void> {
  const graphqlUrl = options.graphqlUrl(req);
  if (req.method === 'OPTIONS') {
    send(res, 200, preflightHeaders(graphqlUrl), '');
    return;
  }
  const viewer = await options.resolveViewer(req);
  const headers = graphqlHeaders(graphqlUrl, viewer !== null);
  try {
    const body = await answer(req, search, viewer, options);
    send(res, 200, headers, body);
  } catch (error) {
    if (error instanceof RequestError) {
      const errors = error.entries ?? [{ message: error.message }];
      send(res, error.status, headers, phpJsonEncode({ errors }), error.status === 413);
      return;
    }
    // The client went away (mid-body): nobody to answer, nothing to report.
    if (res.destroyed) return;
    options.log(`[content-service] request failed: ${describe(error)}`);
    send(res, 500, headers, phpJsonEncode({ errors: [{ message: MESSAGES.internal }] }));
  }
}

/** The JSON answer: one operation's, or a batch's array of them. */
async function answer(
  req: IncomingMessage,
  search: URLSearchParams,
  viewer: Viewer | null,
  options: GraphqlHandlerOptions,
): Promise<string> {
  const { limits } = options;
  const params = await readParams(req, search, limits);
  const batch = Array.isArray(params);
  const list = batch ? params : [params];
  if (list.length > limits.maxBatchOperations) {
    throw new RequestError(MESSAGES.batchLimit(limits.maxBatchOperations, list.length));
  }
  // Every operation is parsed before any runs: one syntax error fails the whole request.
  const prepared = list.map((operation) => prepareOperation(operation, limits));
  refuseCostlyBatch(prepared, options.schema, limits);
  const budget = new RequestBudget(limits, batch);
  const run: RunOptions = {
    schema: options.schema,
    createContext: () =>
      createContext(options.db, viewer, {
        requestUri: req.url ?? '/',
        now: options.now,
        auth: options.auth,
      }),
    allowIntrospection: mayIntrospect(req, viewer !== null, () =>
      faustSecret(options.db, options.introspectionSecret, options.auth),
    ),
    limits,
    budget,
    onInternalError: (error) => options.log(`[content-service] ${describeGraphQLError(error)}`),
  };
  // Each answer is written out as soon as it is known (its objects can go), within the budget.
  const answers: string[] = [];
  for (const operation of prepared) {
    if (budget.spent) {
      answers.push(budget.notRun());
      continue;
    }
    const payload =
      operation.kind === 'answered'
        ? withDebug({ errors: operation.errors })
        : await runOperation(operation.params, operation.document, run);
    answers.push(budget.serialise(payload));
  }
  // phpJsonEncode writes an array of them the same way: no spaces.
  return batch ? `[${answers.join(',')}]` : answers[0]!;
}

/** graphql-php's parseHttpRequest, behind WPGraphQL's Content-Type check and a body size cap. */
async function readParams(
  req: IncomingMessage,
  search: URLSearchParams,
  limits: Limits,
): Promise<OperationParams | OperationParams[]> {
  if (req.method === 'GET') return paramsFromSearch(search);
  if (req.method !== 'POST') throw new RequestError(MESSAGES.method(req.method ?? ''));
  const contentType = sanitizeTextField(req.headers['content-type'] ?? '');
  if (!/^application\/json/i.test(contentType)) {
    throw new RequestError(MESSAGES.contentType(contentType), 415);
  }
  const body = await readBody(req, limits.maxBodyBytes);
  if (!body.ok) throw new RequestError(MESSAGES.bodyTooLarge(limits.maxBodyBytes), 413);
  return paramsFromJsonBody(body.body);
}

/** The parts of WordPress's sanitize_text_field that matter for a header value echoed back. */
function sanitizeTextField(value: string): string {
  return value
    .replace(/<[^>]*>?/g, '')
    .replace(/%[a-f0-9]{2}/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function send(
  res: ServerResponse,
  status: number,
  headers: HeaderList,
  body: string,
  closeConnection = false,
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = status;
  for (const [name, value] of headers) res.setHeader(name, value);
  // A refused oversized body may still be arriving: do not keep reading it on this connection.
  if (closeConnection) res.setHeader('Connection', 'close');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

function describeGraphQLError(error: GraphQLError): string {
  const where = error.path ? error.path.join('.') : 'request';
  return `${where}: ${describe(error.originalError ?? error)}`;
}

/** The message and the frame that threw: enough to find the bug without flooding the log. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const frame = error.stack?.split('\n').find((line) => line.trimStart().startsWith('at '));
  return frame ? `${error.message} (${frame.trim()})` : error.message;
}
