/**
 * `npm run content:serve -- [--db PATH] [--port N] [--host ADDR] [--uploads DIR]`
 *
 * Serves the content store over HTTP as WordPress + WPGraphQL would: GraphQL at /graphql (and
 * /index.php?graphql), media at /wp-content/uploads/. Defaults come from CONTENT_DB, CONTENT_PORT,
 * CONTENT_HOST and CONTENT_UPLOADS; CONTENT_QUERY_BUDGET_MS sets how long one request's queries may execute. Stops cleanly on SIGINT/SIGTERM.
 */
import { defaultAuthOptions } from '../auth/auth-options';
import { startServer } from '../server';
import { openStore } from '../store/open-store';
import { resolveConfig, USAGE } from './serve-config';

async function main(): Promise<number> {
  const config = resolveConfig(process.argv.slice(2), process.env);
  if (typeof config === 'string') {
    const isHelp = config === USAGE;
    (isHelp ? process.stdout : process.stderr).write(`${config}\n`);
    return isHelp ? 0 : 2;
  }
  const db = openStore(config.db);
  let server;
  try {
    server = await startServer({
      db,
      port: config.port,
      host: config.host,
      uploadsDir: config.uploads,
      limits: config.executionBudgetMs ? { executionBudgetMs: config.executionBudgetMs } : {},
      // The clock, CONTENT_*_TTL and FAUST_SECRET_KEY, read here once (throws on a bad TTL).
      auth: defaultAuthOptions(process.env),
    });
  } catch (error) {
    db.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') process.stderr.write(`port ${config.port} is already in use\n`);
    else process.stderr.write(`could not start: ${(error as Error).message}\n`);
    return 1;
  }
  process.stdout.write(`content service: ${server.url}/graphql (database ${config.db})\n`);
  if (config.uploads)
    process.stdout.write(`uploads: ${server.url}/wp-content/uploads/ from ${config.uploads}\n`);
  else process.stdout.write('uploads: none (no uploads folder)\n');

  const running = server;
  await new Promise<void>((resolve) => {
    const stop = (signal: NodeJS.Signals): void => {
      process.stdout.write(`${signal}: shutting down\n`);
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await running.close();
  db.close();
  return 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(
        `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
