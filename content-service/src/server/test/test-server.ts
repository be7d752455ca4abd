import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { buildSchema, GraphQLError, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { RequestContext } from '../../schema/context';
import { openStore } from '../../store/open-store';
import { startServer, type RunningServer, type StartServerOptions } from '../server';

/**
 * A small schema with WPGraphQL's root type names and one field per behaviour under test, so the
 * server's tests do not depend on the real (large, still growing) schema.
 */
export function createTestSchema(): GraphQLSchema {
  const schema = buildSchema(`
    schema { query: RootQuery mutation: RootMutation }
    type RootQuery {
      hello(name: String): String
      node: Nested
      viewerLogin: String
      failing: String
      refused: String
      strict: Strict
      slashes: String
      posts(first: Int, last: Int): PostConnection
    }
    type Nested { child: Nested name: String }
    type PostConnection { nodes: [Post!]! }
    type Post {
      title: String
      content: String
      slow: String
      children(first: Int): PostConnection
      "Null (an error) for the sixth post only, as WPGraphQL's isSticky for a protected post."
      required: String!
      "Fails for every post, as WPGraphQL's Post.pinged."
      broken: String
    }
    type Strict { value: String! }
    type RootMutation { createThing(title: String): String }
  `);
  const resolvers: Record<string, Record<string, GraphQLFieldResolver<unknown, RequestContext>>> = {
    RootQuery: {
      hello: (_root, args: { name?: string }) => `Hello ${args.name ?? 'world'}`,
      node: () => ({}),
      viewerLogin: (_root, _args, context) => context.viewer?.login ?? null,
      failing: () => {
        throw new Error('SQLITE_ERROR: no such table: secrets');
      },
      refused: () => {
        throw new GraphQLError('Sorry, you are not allowed to do that');
      },
      strict: () => ({ value: null }),
      slashes: () => '/π/ 😀',
      posts: (_root, args: { first?: number }) => connection(args.first),
    },
    Post: {
      title: () => 'title',
      // 2 ms of synchronous work, as a heavy resolver over the synchronous store would take.
      slow: () => {
        const until = performance.now() + 2;
        while (performance.now() < until);
        return 'slow';
      },
      children: (_root, args: { first?: number }) => connection(args.first),
      required: (post) => ((post as { index?: number }).index === 5 ? null : 'required'),
      broken: () => {
        throw new Error('broken');
      },
    },
    Nested: { child: () => ({}), name: () => 'n' },
    RootMutation: { createThing: (_root, args: { title?: string }) => args.title ?? null },
  };
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!type || !('getFields' in type)) throw new Error(`no type ${typeName}`);
    const typeFields = type.getFields() as Record<string, { resolve?: unknown }>;
    for (const [name, resolve] of Object.entries(fields)) {
      const field = typeFields[name];
      if (field) field.resolve = resolve;
    }
  }
  return schema;
}

function connection(first: number | undefined): { nodes: { index: number }[] } {
  return { nodes: Array.from({ length: Math.min(first ?? 10, 100) }, (_, index) => ({ index })) };
}

export interface TestServer extends RunningServer {
  logs: string[];
  send(method: string, path: string, init?: SendInit): Promise<TestResponse>;
  post(body: unknown, headers?: OutgoingHttpHeaders): Promise<TestResponse>;
}

export interface SendInit {
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
  /** The client's address (any 127.x.y.z on Linux's loopback): tests of per-client limits. */
  localAddress?: string;
}

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  rawHeaders: string[];
  text: string;
  json: () => unknown;
}

/** Starts the server on a free port over an empty in-memory store and the test schema. */
export async function startTestServer(
  options: Partial<StartServerOptions> = {},
): Promise<TestServer> {
  const logs: string[] = [];
  const server = await startServer({
    db: openStore(':memory:'),
    port: 0,
    schema: createTestSchema(),
    log: (message) => logs.push(message),
    ...options,
  });
  const send = (method: string, path: string, init: SendInit = {}) =>
    sendRaw(server.port, method, path, init);
  return {
    ...server,
    logs,
    send,
    post: (body, headers = {}) =>
      send('POST', '/graphql', {
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  };
}

/** node:http rather than fetch: paths go out exactly as written (fetch would normalise `..`). */
export function sendRaw(
  port: number,
  method: string,
  path: string,
  init: SendInit = {},
): Promise<TestResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: init.headers,
        localAddress: init.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            text,
            json: () => JSON.parse(text) as unknown,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

export const DEBUG = {
  debug: [
    {
      type: 'DEBUG_LOGS_INACTIVE',
      message:
        'GraphQL Debug logging is not active. To see debug logs, GRAPHQL_DEBUG must be enabled.',
    },
  ],
};

/** `{ node { child { … name } } }` with `levels` nested fields having selection sets. */
export function nestedQuery(levels: number): string {
  return `{ node { ${childChain(levels - 1)} } }`;
}

/** `child { child { … name } }` with `levels` fields having selection sets. */
function childChain(levels: number): string {
  let inner = 'name';
  for (let i = 0; i < levels; i++) inner = `child { ${inner} }`;
  return inner;
}
