import { SiteIconDocument } from '../generated/graphql';
import { reshapeSiteIcon } from '../reshape/site-icon';
import type { Image } from '../types/layout';
import { type Backend, defaultBackend } from './backend';

let remembered: { icon: Image | null; until: number } | undefined;

/**
 * WordPress's icon for the site, for /favicon.ico. Remembered for the revalidation period (as
 * long as a regenerated page would show it): browsers ask for the icon on every first visit, and
 * WordPress is asked at most once per period.
 */
export async function getSiteIcon(backend: Backend = defaultBackend()): Promise<Image | null> {
  if (remembered && remembered.until > backend.now()) return remembered.icon;
  const icon = reshapeSiteIcon(await backend.client(SiteIconDocument, {}));
  remembered = { icon, until: backend.now() + backend.env.revalidateSeconds * 1000 };
  return icon;
}

/** Tests start from nothing remembered. */
export function forgetSiteIcon() {
  remembered = undefined;
}
