import { escAttr, escUrl } from '../php';
import { wpStripAllTags } from '../text';
import type { DynamicRenderer } from './types';
import type { PostInfo, SiteData } from './site-data';
import { blockWrapperAttributes } from './wrapper';

/*
 * render_block_core_page_list(): every published page, nested under its parent, by menu order
 * then title. Inside a Navigation block (its context has showSubmenuIcon) items get the
 * navigation classes and submenu toggles; the navigation block adds its directives afterwards.
 */

const SUBMENU_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true" focusable="false"><path d="M1.50002 4L6.00002 8L10.5 4" stroke-width="1.5"></path></svg>';

interface ListOptions {
  inNavigation: boolean;
  openOnClick: boolean;
  showIcons: boolean;
  currentId: number;
  ancestors: number[];
  frontPageId: number;
}

function renderPages(
  pages: PostInfo[],
  children: Map<number, PostInfo[]>,
  options: ListOptions,
  depth: number,
): string {
  let markup = '';
  for (const page of pages) {
    const active = page.id === options.currentId;
    const kids = children.get(page.id) ?? [];
    let css = active ? ' current-menu-item' : '';
    if (options.ancestors.includes(page.id)) css += ' current-menu-ancestor';
    if (kids.length > 0) css += ' has-child';
    if (options.inNavigation) {
      css += ' wp-block-navigation-item';
      if (options.openOnClick) css += ' open-on-click';
      else if (options.showIcons) css += ' open-on-hover-click';
    }
    // Submenu levels append the (here empty) overlay colour classes after a space.
    if (depth > 0) css += ' ';
    if (page.id === options.frontPageId) css += ' menu-item-home';
    const title = page.title;
    const label = `${wpStripAllTags(title)} submenu`;
    const contentClass = options.inNavigation ? ' wp-block-navigation-item__content' : '';
    markup += `<li class="wp-block-pages-list__item${escAttr(css)}">`;
    if (kids.length > 0 && options.inNavigation && options.openOnClick) {
      markup += `<button aria-label="${escAttr(label)}" class="${escAttr(contentClass)} wp-block-navigation-submenu__toggle" aria-expanded="false">${escAttr(title)}</button><span class="wp-block-page-list__submenu-icon wp-block-navigation__submenu-icon">${SUBMENU_ICON}</span>`;
    } else {
      const current = active ? ' aria-current="page"' : '';
      markup += `<a class="wp-block-pages-list__item__link${contentClass}" href="${escUrl(page.link)}"${current}>${title}</a>`;
    }
    if (kids.length > 0) {
      if (options.inNavigation && options.showIcons && !options.openOnClick) {
        markup += `<button aria-label="${escAttr(label)}" class="wp-block-navigation__submenu-icon wp-block-navigation-submenu__toggle" >${SUBMENU_ICON}</button>`;
      }
      markup += `<ul class="wp-block-navigation__submenu-container">${renderPages(kids, children, options, depth + 1)}</ul>`;
    }
    markup += '</li>';
  }
  return markup;
}

function ancestorsOf(site: SiteData, id: number): number[] {
  const out: number[] = [];
  let post = site.post(id);
  while (post && post.parentId && !out.includes(post.parentId)) {
    out.push(post.parentId);
    post = site.post(post.parentId);
  }
  return out;
}

export const renderPageList: DynamicRenderer = ({ block, context, site }) => {
  const pages = site.pages();
  if (pages.length === 0) return '';
  const ids = new Set(pages.map((p) => p.id));
  const children = new Map<number, PostInfo[]>();
  const top: PostInfo[] = [];
  for (const page of pages) {
    if (page.parentId && ids.has(page.parentId)) {
      children.set(page.parentId, [...(children.get(page.parentId) ?? []), page]);
    } else if (!page.parentId) {
      top.push(page);
    }
  }
  const currentId = Number(context.postId ?? 0);
  const options: ListOptions = {
    inNavigation: 'showSubmenuIcon' in context,
    openOnClick: Boolean(context.openSubmenusOnClick ?? false),
    showIcons: Boolean(context.showSubmenuIcon ?? false),
    currentId,
    ancestors: ids.has(currentId) ? ancestorsOf(site, currentId) : [],
    frontPageId: Number(site.option('page_on_front') ?? 0),
  };
  const items = renderPages(top, children, options, 0);
  return `<ul ${blockWrapperAttributes(block)}>${items}</ul>`;
};
