import { type IncomingMessage, type ServerResponse, createServer, request } from 'node:http';

export interface CountingProxy {
  url: string;
  /** GraphQL requests forwarded so far. */
  graphqlRequests(): number;
  close(): Promise<void>;
}

/**
 * A loopback HTTP proxy in front of the content service that counts GraphQL requests, so the
 * benchmark can report how many backend requests one uncached render of a route makes.
 */
export function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  let count = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if ((req.url ?? '').includes('graphql')) count += 1;
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        // The backend's own host: a WordPress answers for its own name only.
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        graphqlRequests: () => count,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
