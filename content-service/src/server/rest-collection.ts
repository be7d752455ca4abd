import type { RequestContext } from '../schema/context';
import { faustSettings } from '../schema/acf/faust-content';
import { homeUrl } from '../schema/model/permalinks';
import { encodePath } from '../schema/yoast/php-text';
import type { HeaderList } from './headers';
import type { ArgValue } from './rest-args';

/*
 * What core's collection controllers share: `_fields` filtering and the X-WP-Total / Link headers.
 */

export type Params = Record<string, string>;

export interface Paging {
  perPage: number;
  page: number;
}

/** A comma-separated list argument (`slug=a,b`), as wp_parse_list reads it. */
export function listParam(params: Params, name: string): string[] | undefined {
  const raw = params[name];
  if (raw === undefined) return undefined;
  return raw
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** rest_filter_response_fields: only the requested top-level fields, in the item's own order. */
export function filterFields(
  item: Record<string, unknown>,
  params: Params,
): Record<string, unknown> {
  const fields = listParam(params, '_fields');
  if (!fields) return item;
  const wanted = new Set(fields.map((field) => field.split('.')[0]));
  return Object.fromEntries(Object.entries(item).filter(([key]) => wanted.has(key)));
}

/** A WordPress permalink as the REST API gives it under FaustWP (front-end host when rewriting). */
export function restLink(ctx: RequestContext, link: string): string {
  const encoded = encodePath(link);
  const faust = faustSettings(ctx);
  const home = homeUrl(ctx);
  if (!faust.rewrites || faust.frontendUri === '' || !encoded.startsWith(home)) return encoded;
  return faust.frontendUri + encoded.slice(home.length);
}

/**
 * X-WP-Total, X-WP-TotalPages and the prev/next Link of a page of a collection. The Link repeats
 * the request's query parameters (sanitised ones as WordPress holds them after validation, e.g.
 * `exclude%5B0%5D=1`, `sticky` for false) on the route's URL, as add_query_arg writes them: `page`
 * where the request had it or else last, and `=` dropped after an empty value.
 */
export function pagingHeaders(
  ctx: RequestContext,
  route: string,
  params: Params | [string, ArgValue][],
  paging: Paging,
  total: number,
): HeaderList {
  const pages = Math.ceil(total / paging.perPage);
  const headers: HeaderList = [
    ['X-WP-Total', String(total)],
    ['X-WP-TotalPages', String(pages)],
  ];
  const base = `${homeUrl(ctx)}/wp-json${route}`;
  const entries = Array.isArray(params) ? params : Object.entries(params);
  const pageUrl = (page: number) => {
    const query = entries.some(([name]) => name === 'page')
      ? entries.map(([name, value]): [string, ArgValue] => [name, name === 'page' ? page : value])
      : [...entries, ['page', page] as [string, ArgValue]];
    return `${base}?${query.flatMap(([name, value]) => queryPairs(name, value)).join('&')}`;
  };
  const links: string[] = [];
  if (paging.page > 1) links.push(`<${pageUrl(Math.min(paging.page - 1, pages))}>; rel="prev"`);
  if (paging.page < pages) links.push(`<${pageUrl(paging.page + 1)}>; rel="next"`);
  if (links.length > 0) headers.push(['Link', links.join(', ')]);
  return headers;
}

/** One parameter as _http_build_query writes it (arrays as `name%5B0%5D=…`), `=` dropped when empty. */
function queryPairs(name: string, value: ArgValue): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => queryPairs(`${name}%5B${index}%5D`, item));
  }
  const text = typeof value === 'boolean' ? (value ? '1' : '') : String(value);
  return [text === '' ? name : `${name}=${phpUrlencode(text)}`];
}

/** PHP's urlencode: like encodeURIComponent, but also `!'()*~` and space as `+`. */
function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}
