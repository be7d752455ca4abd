import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import { getCookieParser } from '../../next/api-cookies';

type Handler = (req: NextApiRequest, res: NextApiResponse) => unknown;

export interface TestApiServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves one API handler on a loopback port, with the parts of Next's API runtime the handlers
 * use (`query`, the parsed JSON `body`, `cookies` parsed by Next's own parser, `res.redirect`), so
 * tests exercise real HTTP headers.
 */
export async function serveApi(handler: Handler): Promise<TestApiServer> {
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://test.invalid');
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key);
      query[key] = values.length === 1 ? (values[0] ?? '') : values;
    }
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // Next leaves a body it cannot parse as the string.
    }
    Object.assign(req, { query, body, cookies: getCookieParser(req.headers)() });
    Object.assign(res, {
      redirect(status: number, location: string) {
        res.statusCode = status;
        res.setHeader('Location', location);
        res.end();
        return res;
      },
    });
    await handler(req as NextApiRequest, res as NextApiResponse);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
