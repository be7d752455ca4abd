import { parseArgs } from 'node:util';

export interface ServerOptions {
  /** Where to listen; undefined listens on every interface, as `next start` does. */
  hostname: string | undefined;
  port: number;
}

export class ServerOptionsError extends Error {
  override name = 'ServerOptionsError';
}

/**
 * `npm start -- [-H host] [-p port]`, the options `next start` takes; without `-p`, `defaultPort`
 * (PORT, read by lib/wordpress/config/site-env.ts).
 */
export function parseServerOptions(args: string[], defaultPort: number): ServerOptions {
  let values: { hostname?: string; port?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        hostname: { type: 'string', short: 'H' },
        port: { type: 'string', short: 'p' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new ServerOptionsError(
      `${error instanceof Error ? error.message : String(error)} (usage: npm start -- [-H host] [-p port])`,
    );
  }
  if (values.port === undefined)
    return { hostname: values.hostname || undefined, port: defaultPort };
  const rawPort = values.port;
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65_535) {
    throw new ServerOptionsError(
      `the port must be a whole number from 1 to 65535 (got "${rawPort}")`,
    );
  }
  return { hostname: values.hostname || undefined, port };
}
