import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { assertValidSchema, type GraphQLSchema } from 'graphql';
import { defaultAuthOptions, type AuthOptions } from '../auth/auth-options';
import type { Store } from '../store/open-store';
import { clientAddress } from './client-address';
import { handleGraphql, send, type GraphqlHandlerOptions } from './graphql-handler';
import { isGraphqlMethod, sendGraphqlMethodNotAllowed } from './graphql-methods';
import { graphqlUrlFor, JSON_CONTENT_TYPE } from './headers';
import { LIMITS, type Limits } from './limits';
import { phpJsonEncode } from './php-json';
import { handleRest, restRouteOf } from './rest-router';
import { handleEditorLogin } from './editor-login';
import { handleSiteRoute } from './site-routes';
import { lookupUpload, sendUpload, UPLOADS_PREFIX } from './uploads';
import { handleYoastHead, isYoastHeadRoute } from './yoast-head-route';
import { accessTokenViewer, type ViewerResolver } from './viewer';

export interface StartServerOptions {
  db: Store;
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  /** Served at /wp-content/uploads/; without it every upload is 404. */
  uploadsDir?: string;
  /** Defaults to `createSchema(db)`. */
  schema?: GraphQLSchema;
  /** Value of `x-faust-secret` that allows introspection; defaults to the site's FaustWP secret. */
  introspectionSecret?: string;
  /** Who a request acts as; defaults to the user of a FaustWP access token (Bearer). */
  resolveViewer?: ViewerResolver;
  /** Clock and lifetimes of sign-in codes and tokens; defaults to the system clock and CONTENT_*_TTL. */
  auth?: AuthOptions;
  limits?: Partial<Limits>;
  /** Where server-side failures are reported (default: stderr). */
  log?: (message: string) => void;
  /** The clock content rendering reads (the calendar block); tests pin it. */
  now?: () => Date;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** In-flight requests get this long to finish once close() is called. */
const CLOSE_GRACE_MS = 2000;

/** Starts the content service's HTTP server: GraphQL (as WPGraphQL answers it) and uploads. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const limits: Limits = { ...LIMITS, ...options.limits };
  const log = options.log ?? ((message: string) => console.error(message));
  const schema = options.schema ?? (await defaultSchema(options.db));
  // An invalid schema would fail every request; fail here, once, with graphql-js's reasons.
  assertValidSchema(schema);

  // Read once, here: a bad CONTENT_*_TTL stops the start with its name instead of a later 500.
  const auth = options.auth ?? defaultAuthOptions();
  let port = options.port;
  const graphql: GraphqlHandlerOptions = {
    db: options.db,
    schema,
    limits,
    graphqlUrl: (req) => graphqlUrlFor(host, port, req.headers.host),
    resolveViewer: options.resolveViewer ?? accessTokenViewer(options.db, auth),
    introspectionSecret: options.introspectionSecret,
    log,
    now: options.now,
    auth,
  };

  const server = createServer((req, res) => {
    route(req, res, graphql, options.uploadsDir).catch((error: unknown) => {
      log(`[content-service] ${req.method} ${req.url} failed: ${String(error)}`);
      send(
        res,
        500,
        [['Content-Type', JSON_CONTENT_TYPE]],
        '{"errors":[{"message":"Internal server error"}]}',
      );
    });
  });
  server.requestTimeout = limits.requestTimeoutMs;
  server.headersTimeout = Math.min(limits.requestTimeoutMs, 20_000);
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // Malformed HTTP never reaches the handler; answer it plainly and drop the connection.
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets would hold close() open; in-flight requests get a short grace.
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref();
      }),
  };
}

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  graphql: GraphqlHandlerOptions,
  uploadsDir: string | undefined,
): Promise<void> {
  const rawUrl = req.url ?? '/';
  const queryStart = rawUrl.indexOf('?');
  const pathname = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const search = new URLSearchParams(queryStart === -1 ? '' : rawUrl.slice(queryStart + 1));

  if (isGraphqlRoute(pathname, search)) {
    if (!isGraphqlMethod(req.method)) {
      sendGraphqlMethodNotAllowed(res, req.method ?? '', graphql.graphqlUrl(req));
      return;
    }
    // The sign-in mutation counts failures per client; its resolver sees the request's auth only.
    const auth = { ...graphql.auth, clientAddress: clientAddress(req, graphql.db, graphql.auth) };
    await handleGraphql(req, res, search, { ...graphql, auth });
    return;
  }
  if (isYoastHeadRoute(pathname)) {
    handleYoastHead(req, res, search, { db: graphql.db, now: graphql.now });
    return;
  }
  const restRoute = restRouteOf(pathname, search);
  if (restRoute !== null) {
    const options = {
      db: graphql.db,
      maxBodyBytes: graphql.limits.maxBodyBytes,
      now: graphql.now,
      auth: graphql.auth,
      resolveViewer: graphql.resolveViewer,
    };
    await handleRest(req, res, restRoute, search, options);
    return;
  }
  if (pathname.startsWith(UPLOADS_PREFIX) && (req.method === 'GET' || req.method === 'HEAD')) {
    const upload = uploadsDir
      ? await lookupUpload(uploadsDir, pathname)
      : { found: false as const };
    if (upload.found) {
      sendUpload(req, res, upload);
      return;
    }
    // A missing upload is a missing file, not a page for the front end.
    notFound(res);
    return;
  }
  const login = { db: graphql.db, auth: graphql.auth, maxBodyBytes: graphql.limits.maxBodyBytes };
  if (await handleEditorLogin(req, res, pathname, search, login)) return;
  if (handleSiteRoute(req, res, pathname, search, graphql.db)) return;
  notFound(res);
}

/** WPGraphQL answers at its endpoint and at any WordPress URL with a `graphql` query var. */
function isGraphqlRoute(pathname: string, search: URLSearchParams): boolean {
  if (pathname === '/graphql' || pathname === '/graphql/') return true;
  return (pathname === '/' || pathname === '/index.php') && search.has('graphql');
}

function notFound(res: ServerResponse): void {
  const body = phpJsonEncode({ code: 'not_found', message: 'Not found', data: { status: 404 } });
  send(
    res,
    404,
    [
      ['Content-Type', JSON_CONTENT_TYPE],
      ['X-Content-Type-Options', 'nosniff'],
    ],
    body,
  );
}

async function defaultSchema(db: Store): Promise<GraphQLSchema> {
  // Loaded lazily: callers passing their own schema (tests) do not pay for building the real one.
  const { createSchema } = await import('../schema/create-schema');
  return createSchema(db);
}
