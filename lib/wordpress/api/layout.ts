import { blockPresets } from './block-presets';
import {
  type LayoutFieldsFragment,
  type LayoutMenuItemFieldsFragment,
  type LayoutMenuItemsFieldsFragment,
  LayoutDocument,
  MenuItemsPageDocument,
} from '../generated/graphql';
import { logOnce } from '../capabilities/log-once';
import { type ReshapeContext, createReshapeContext } from '../reshape/context';
import { reshapeLayout } from '../reshape/layout';
import type { LayoutData } from '../types/layout';
import { type Backend, defaultBackend } from './backend';

/** A menu may hold up to 100000 items; WPGraphQL answers at most 100 per page by default. */
const MAX_MENU_PAGES = 1000;

/**
 * All items of one menu. The first page comes with the page's own query; further pages are
 * fetched only for menus longer than WordPress's page size (one request each).
 */
async function allMenuItems(
  slug: string,
  first: LayoutMenuItemsFieldsFragment | null | undefined,
  backend: Backend,
): Promise<LayoutMenuItemFieldsFragment[]> {
  const items = [...(first?.nodes ?? [])];
  let pageInfo = first?.pageInfo;
  for (let page = 1; pageInfo?.hasNextPage && pageInfo.endCursor && page < MAX_MENU_PAGES; page++) {
    const next = await backend.client(MenuItemsPageDocument, { slug, after: pageInfo.endCursor });
    items.push(...(next.menu?.menuItems?.nodes ?? []));
    pageInfo = next.menu?.menuItems?.pageInfo;
  }
  return items;
}

/**
 * A menu WordPress does not show the site: said once, with what to do. WPGraphQL shows anonymous
 * readers only menus assigned to a theme location.
 */
function logMissingMenu(slug: string, backend: Backend): void {
  logOnce(
    `menu:${backend.env.graphqlUrl}:${slug}`,
    `[wordpress] no menu "${slug}": the ${slug.replace('-menu', '')} shows none. In WordPress, ` +
      `Appearance › Menus: create a menu named "${slug}" and assign it to the "${slug}" location ` +
      '(the lavanda-headless plugin registers the locations header-menu and footer-menu).',
  );
}

export interface ResolvedLayout {
  layout: LayoutData;
  /** How to reshape the rest of the answer (links relative to this WordPress). */
  context: ReshapeContext;
}

/** The layout from the LayoutFields of any query (see queries/layout.graphql). */
export async function resolveLayout(
  fields: LayoutFieldsFragment,
  backend: Backend,
): Promise<ResolvedLayout> {
  const presets = await blockPresets(backend).current();
  const context = createReshapeContext(
    backend.env,
    fields.generalSettings?.url ?? null,
    presets?.href ?? null,
  );
  if (!fields.headerMenu) logMissingMenu('header-menu', backend);
  if (!fields.footerMenu) logMissingMenu('footer-menu', backend);
  const [header, footer] = await Promise.all([
    allMenuItems('header-menu', fields.headerMenu?.menuItems, backend),
    allMenuItems('footer-menu', fields.footerMenu?.menuItems, backend),
  ]);
  return { layout: reshapeLayout(fields, { header, footer }, context), context };
}

/** The layout alone (one request), for pages without WordPress content of their own. */
export async function getLayoutData(backend: Backend = defaultBackend()): Promise<LayoutData> {
  const fields = await backend.client(LayoutDocument, {});
  return (await resolveLayout(fields, backend)).layout;
}
