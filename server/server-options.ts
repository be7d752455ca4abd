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
 * `npm start -- [-H host] [-p port]`, the options `next start` takes; the port falls back to
 * PORT, then 3000.
 */
export function parseServerOptions(
  args: string[],
  env: Record<string, string | undefined>,
): ServerOptions {
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
  const rawPort = values.port ?? env.PORT?.trim() ?? '3000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65_535) {
    throw new ServerOptionsError(
      `the port must be a whole number from 1 to 65535 (got "${rawPort}")`,
    );
  }
  return { hostname: values.hostname || undefined, port };
}
