import type { LayoutData } from '../wordpress/types/layout';

/** The project's own icon (public/), shown when WordPress names none. */
export const PROJECT_ICON_PATH = '/img/favicon.ico';
/** Where browsers and crawlers look by default; answered by pages/api/site-document.ts. */
export const FAVICON_PATH = '/favicon.ico';

/**
 * The icon a page's head names: WordPress's own when the page has the layout (no detour through
 * /favicon.ico), else the project's; a page without site data (Next's error page) names
 * /favicon.ico, which finds out.
 */
export function siteIconHref(layout: LayoutData | null | undefined): string {
  if (!layout) return FAVICON_PATH;
  return layout.icon?.url ?? PROJECT_ICON_PATH;
}
