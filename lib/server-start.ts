import { siteRedirects } from './redirects/site-redirects';
import { siteEnv } from './wordpress/config/site-env';

/**
 * What a server does as it starts: begin the loads its first requests would otherwise wait for.
 * Nothing during `next build`, whose workers also run the instrumentation hook and need no
 * WordPress.
 */
export function startServer(): void {
  if (siteEnv().building) return;
  siteRedirects().start();
}
