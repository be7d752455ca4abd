import { escHtml, escUrl } from '../php';
import { attrString, type DynamicRenderer } from './types';
import { pageKey, runQueryLoop } from './query-loop';
import { blockWrapperAttributes } from './wrapper';

const ARROWS: Record<string, string> = { arrow: '→', chevron: '»' };

/** The request URI with one query argument set (add_query_arg( $key, $value )). */
export function addQueryArg(requestUri: string, key: string, value: string): string {
  const [path = '', query = ''] = requestUri.split('?', 2);
  const params = query.split('&').filter((p) => p !== '' && p.split('=')[0] !== key);
  params.push(`${key}=${value}`);
  return `${path}?${params.join('&')}`;
}

/** render_block_core_query_pagination_next(): a link to the query's next page, if any. */
export const renderQueryPaginationNext: DynamicRenderer = ({ block, attrs, context, site }) => {
  const key = pageKey(context);
  const query = (context.query ?? {}) as { pages?: unknown };
  const maxPage = Number(query.pages ?? 0) || 0;
  if (maxPage && maxPage <= 1) return '';
  const { maxPages } = runQueryLoop(site, context, 1);
  if (!maxPages || maxPages === 1) return '';
  const showLabel = context.showLabel === undefined ? true : Boolean(context.showLabel);
  const labelText = attrString(attrs, 'label') ? escHtml(attrString(attrs, 'label')) : 'Next Page';
  let wrapper = blockWrapperAttributes(block);
  let label = showLabel ? labelText : '';
  if (!label) wrapper += ` aria-label="${labelText}"`;
  const arrow = ARROWS[String(context.paginationArrow ?? 'none')];
  if (arrow)
    label += `<span class="wp-block-query-pagination-next-arrow is-arrow-${String(context.paginationArrow)}" aria-hidden="true">${arrow}</span>`;
  return `<a href="${escUrl(addQueryArg(site.requestUri, key, '2'))}" ${wrapper}>${label}</a>`;
};
