import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { existingDatabase } from './existing-database';

/** Flags and environment of `content:serve`, validated (see serve.ts). */

export const USAGE = 'usage: content:serve [--db PATH] [--port N] [--host ADDR] [--uploads DIR]';
const DEFAULT_PORT = 4000;
const DEFAULT_UPLOADS = path.resolve(__dirname, '..', '..', 'demo', 'uploads');

export interface ServeConfig {
  db: string;
  port: number;
  host: string;
  /** Undefined when the default folder does not exist: uploads then answer 404. */
  uploads: string | undefined;
  /** CONTENT_QUERY_BUDGET_MS: how long one query may execute (undefined: the server's default). */
  executionBudgetMs: number | undefined;
}

/** The config, or the message to print instead (USAGE itself for --help). */
export function resolveConfig(
  argv: string[],
  env: Record<string, string | undefined>,
): ServeConfig | string {
  let values: { db?: string; port?: string; host?: string; uploads?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        db: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        uploads: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return `${(error as Error).message}\n${USAGE}`;
  }
  if (values.help) return USAGE;

  const database = existingDatabase(values.db, env);
  if (!database.ok) return database.message;
  const db = database.path;
  const portText = values.port ?? env.CONTENT_PORT ?? String(DEFAULT_PORT);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    return `invalid port "${portText}": expected a whole number from 0 to 65535`;
  }
  const host = values.host ?? env.CONTENT_HOST ?? '127.0.0.1';
  const explicitUploads = values.uploads ?? env.CONTENT_UPLOADS;
  const uploads = path.resolve(explicitUploads ?? DEFAULT_UPLOADS);
  const isDir = existsSync(uploads) && statSync(uploads).isDirectory();
  if (explicitUploads !== undefined && !isDir) return `uploads folder not found: ${uploads}`;
  const budgetText = env.CONTENT_QUERY_BUDGET_MS;
  if (budgetText !== undefined && !/^[1-9]\d*$/.test(budgetText)) {
    return `invalid CONTENT_QUERY_BUDGET_MS "${budgetText}": expected a whole number of milliseconds`;
  }
  const executionBudgetMs = budgetText === undefined ? undefined : Number(budgetText);
  return { db, port, host, uploads: isDir ? uploads : undefined, executionBudgetMs };
}
