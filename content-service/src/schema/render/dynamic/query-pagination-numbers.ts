import { escUrl } from '../php';
import { type DynamicRenderer } from './types';
import { pageKey, runQueryLoop } from './query-loop';
import { blockWrapperAttributes } from './wrapper';

/*
 * render_block_core_query_pagination_numbers(): paginate_links() for the query block's pages
 * (`?query-N-page=X`). A GraphQL request asks for no page, so the current page is 1.
 */

/** paginate_links( type plain, prev_next false ) for page `current` of `total`. */
export function paginateLinks(key: string, current: number, total: number, midSize = 2): string {
  if (total < 2) return '';
  const endSize = 1;
  const links: string[] = [];
  let dots = false;
  for (let n = 1; n <= total; n++) {
    if (n === current) {
      links.push(`<span aria-current="page" class="page-numbers current">${n}</span>`);
      dots = true;
    } else if (
      n <= endSize ||
      (n >= current - midSize && n <= current + midSize) ||
      n > total - endSize
    ) {
      const link = n === 1 ? '' : `?${key}=${n}`;
      links.push(`<a class="page-numbers" href="${escUrl(link)}">${n}</a>`);
      dots = true;
    } else if (dots) {
      links.push('<span class="page-numbers dots">&hellip;</span>');
      dots = false;
    }
  }
  return links.join('\n');
}

export const renderQueryPaginationNumbers: DynamicRenderer = ({ block, attrs, context, site }) => {
  const query = (context.query ?? {}) as { pages?: unknown };
  const maxPage = Number(query.pages ?? 0) || 0;
  const { maxPages } = runQueryLoop(site, context, 1);
  const total = !maxPage || maxPage > maxPages ? maxPages : maxPage;
  const mid = attrs.midSize === undefined ? 2 : Number(attrs.midSize);
  const content = paginateLinks(pageKey(context), 1, total, mid);
  if (content === '') return '';
  return `<div ${blockWrapperAttributes(block)}>${content}</div>`;
};
