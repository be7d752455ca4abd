import type { RequestContext } from '../schema/context';
import { faustSettings } from '../schema/acf/faust-content';
import { homeUrl } from '../schema/model/permalinks';
import { encodePath } from '../schema/yoast/php-text';
import type { HeaderList } from './headers';
import { invalidParam, type RestAnswer } from './rest-response';

/*
 * What core's collection controllers share: paging arguments validated as WordPress's schema
 * does (rest_validate_value_from_schema), `_fields` filtering and the X-WP-Total / Link headers.
 */

export type Params = Record<string, string>;

export interface Paging {
  perPage: number;
  page: number;
}

/** An integer argument in [min, max]; the REST error for anything else. */
function integerParam(
  params: Params,
  name: string,
  fallback: number,
  min: number,
  max?: number,
): number | RestAnswer {
  const raw = params[name];
  if (raw === undefined) return fallback;
  if (!/^\s*[+-]?\d+\s*$/.test(raw)) {
    return invalidParam(name, 'rest_invalid_type', `${name} is not of type integer.`);
  }
  const value = Number(raw);
  if (max !== undefined && (value < min || value > max)) {
    const message = `${name} must be between ${min} (inclusive) and ${max} (inclusive)`;
    return invalidParam(name, 'rest_out_of_bounds', message);
  }
  if (value < min) {
    const message = `${name} must be greater than or equal to ${min}`;
    return invalidParam(name, 'rest_out_of_bounds', message);
  }
  return value;
}

export function pagingParams(params: Params): Paging | RestAnswer {
  const perPage = integerParam(params, 'per_page', 10, 1, 100);
  if (typeof perPage !== 'number') return perPage;
  const page = integerParam(params, 'page', 1, 1);
  if (typeof page !== 'number') return page;
  return { perPage, page };
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
 * the request's arguments (urlencoded, `page` last) on the route's URL, as add_query_arg does.
 */
export function pagingHeaders(
  ctx: RequestContext,
  route: string,
  params: Params,
  paging: Paging,
  total: number,
): HeaderList {
  const pages = Math.ceil(total / paging.perPage);
  const headers: HeaderList = [
    ['X-WP-Total', String(total)],
    ['X-WP-TotalPages', String(pages)],
  ];
  const base = `${homeUrl(ctx)}/wp-json${route}`;
  const query = Object.entries(params)
    .filter(([name]) => name !== 'page' && name !== 'rest_route')
    .map(([name, value]) => `${name}=${phpUrlencode(value)}`);
  const pageUrl = (page: number) => `${base}?${[...query, `page=${page}`].join('&')}`;
  const links: string[] = [];
  if (paging.page > 1) links.push(`<${pageUrl(Math.min(paging.page - 1, pages))}>; rel="prev"`);
  if (paging.page < pages) links.push(`<${pageUrl(paging.page + 1)}>; rel="next"`);
  if (links.length > 0) headers.push(['Link', links.join(', ')]);
  return headers;
}

/** PHP's urlencode: like encodeURIComponent, but also `!'()*~` and space as `+`. */
function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}
