import { refuseForbiddenMethods } from './http/forbidden-methods';
import { siteRedirects } from './redirects/site-redirects';
import { siteEnv } from './wordpress/config/site-env';

/**
 * What a server does as it starts: answer the methods Next cannot carry (lib/http/page-methods.ts),
 * and begin the loads its first requests would otherwise wait for. Nothing during `next build`,
 * whose workers also run the instrumentation hook and serve no one.
 */
export function startServer(): void {
  if (siteEnv().building) return;
  refuseForbiddenMethods();
  siteRedirects().start();
}
