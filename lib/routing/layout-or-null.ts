import { getLayoutData } from '../wordpress/api';
import { siteEnv } from '../wordpress/config/site-env';
import type { LayoutData } from '../wordpress/types/layout';

/** How soon a page built without its layout tries WordPress again, at the most. */
const RETRY_WITHOUT_LAYOUT_SECONDS = 10;

/**
 * The site's chrome (menus, name, options) for a page that must render even when WordPress does
 * not answer (404, login, preview, 410/451): the layout, or null with a warning naming the page,
 * and the page shows the minimal chrome.
 */
export async function loadLayoutOrNull(
  page: string,
  load: () => Promise<LayoutData> = getLayoutData,
): Promise<LayoutData | null> {
  try {
    return await load();
  } catch (error) {
    console.warn(`[${page}] layout unavailable: ${(error as Error).message}`);
    return null;
  }
}

/**
 * Static props of a page that carries only the layout (404, login): regenerated like any content
 * page, and soon again when the layout could not be had, so the site's chrome comes back.
 */
export async function layoutOnlyStaticProps(
  page: string,
  load: () => Promise<LayoutData> = getLayoutData,
  revalidate: number = siteEnv().revalidateSeconds,
): Promise<{ props: { layout: LayoutData | null }; revalidate: number }> {
  const layout = await loadLayoutOrNull(page, load);
  return {
    props: { layout },
    revalidate: layout ? revalidate : Math.min(revalidate, RETRY_WITHOUT_LAYOUT_SECONDS),
  };
}
