import './production-env';
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import type { RequestListener } from '../lib/microcache/with-microcache';
import { servedMode } from '../lib/next/build-mode';
import { siteEnv } from '../lib/wordpress/config/site-env';
import { parseServerOptions } from './server-options';
import { siteListener } from './site-listener';

/** The project's root, from dist/server/site-server.js as compiled (or server/ run as source). */
function projectRoot(): string {
  return path.resolve(__dirname, __filename.endsWith('.js') ? '../..' : '..');
}

/**
 * `npm start`: Next's request handler (what `next start` runs, the same routing, headers and
 * compression) behind the security headers of every answer and the page microcache
 * (server/site-listener.ts); a build made with PLAIN_NEXT=1 gets Next's handler alone
 * (lib/next/plain-next.ts). Stops cleanly on SIGTERM and SIGINT.
 */
async function main(): Promise<void> {
  const env = siteEnv();
  const { hostname, port } = parseServerOptions(process.argv.slice(2), env.port);
  const { pageMicrocacheMs } = env;
  const plain = servedMode(path.join(projectRoot(), env.distDir), env.plainNext);
  const app = next({ dev: false, dir: projectRoot(), hostname, port });
  await app.prepare();
  const handler = app.getRequestHandler() as RequestListener;
  const listener = plain ? handler : siteListener(handler, env);
  const server = createServer((req, res) => {
    Promise.resolve(listener(req, res)).catch((error: unknown) => {
      console.error('[server]', req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error\n');
    });
  });
  const stop = () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  server.listen(port, hostname, () => {
    const shown = hostname ?? 'localhost';
    const mode = plain ? 'plain Next (PLAIN_NEXT=1)' : `page microcache ${pageMicrocacheMs} ms`;
    console.log(`▲ Ready on http://${shown}:${port} (${mode})`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
