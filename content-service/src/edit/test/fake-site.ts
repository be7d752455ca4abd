import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  method: string;
  url: string;
  secret: string | undefined;
  body: unknown;
}

/** A stand-in for the site's revalidation route: records each call, answers `status`. */
export async function startFakeSite(status = 200) {
  const calls: ReceivedCall[] = [];
  const read = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
  const server = createServer((req, res) => {
    void read(req).then((body) => {
      const secret = req.headers['x-revalidate-secret'];
      calls.push({
        method: req.method ?? '',
        url: req.url ?? '',
        secret: typeof secret === 'string' ? secret : undefined,
        body,
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          status === 200
            ? { revalidated: ['/', '/sitemap.xml'], failed: [] }
            : { error: 'missing or wrong x-revalidate-secret header' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
