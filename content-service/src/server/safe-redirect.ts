import { faustSettings } from '../schema/acf/faust-content';
import type { RequestContext } from '../schema/context';
import { homeUrl, siteUrl } from '../schema/model/permalinks';

/*
 * wp_safe_redirect(): a redirect target must be on the site's own host or a host FaustWP allows
 * (its front end); anything else goes to wp-admin instead (case
 * faust_generate_endpoint_logged_in_foreign_host). This is what keeps a sign-in code from being
 * handed to another site.
 */

export function adminUrl(ctx: RequestContext): string {
  return `${siteUrl(ctx)}/wp-admin/`;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/** `target` when it is safe to redirect to, resolved against the site; else wp-admin. */
export function safeRedirectTarget(ctx: RequestContext, target: string): string {
  const site = siteUrl(ctx);
  // A path on this site (not `//host`, which browsers read as another host).
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) {
    return `${site}${target}`;
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return adminUrl(ctx);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return adminUrl(ctx);
  const allowed = [site, homeUrl(ctx), faustSettings(ctx).frontendUri]
    .map(hostOf)
    .filter((host): host is string => host !== null);
  return allowed.includes(url.host.toLowerCase()) ? target : adminUrl(ctx);
}
