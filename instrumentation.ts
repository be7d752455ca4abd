/**
 * Runs once when the server starts, before it takes requests (Next's instrumentation hook): the
 * first load of Yoast's redirect list begins here, so a freshly started server answers its first
 * page from the list in memory instead of waiting for WordPress.
 */
export async function register(): Promise<void> {
  // NEXT_RUNTIME is Next's own switch (inlined at build): the list lives in the Node.js server.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./lib/server-start');
  await startServer();
}
