import type { RequestContext } from '../context';
import { option } from '../model/loaders';

/** `SEORedirect`: one of Yoast Premium's redirects as WPGraphQL Yoast SEO answers it. */
export interface SeoRedirect {
  origin: string | null;
  target: string | null;
  type: number | null;
  format: string | null;
}

type Row = Record<string, unknown>;

/**
 * PHP arrays come back from an export as JSON lists, or as objects when their keys have gaps
 * (a deleted redirect leaves one): both are lists of rows here.
 */
function rows(value: unknown): Row[] {
  if (!value || typeof value !== 'object') return [];
  return Object.values(value).filter((row): row is Row => !!row && typeof row === 'object');
}

const str = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** Yoast stores the status as an int or a numeric string; GraphQL's Int takes either. */
function status(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

/**
 * The export options (`origin → { url, type }`, one per format), which Yoast's own redirect
 * handler reads: the list when the base option is missing (an export without it).
 */
function fromExports(ctx: RequestContext): SeoRedirect[] {
  return (['plain', 'regex'] as const).flatMap((format) => {
    const map = option(ctx, `wpseo-premium-redirects-export-${format}`);
    if (!map || typeof map !== 'object' || Array.isArray(map)) return [];
    return Object.entries(map as Record<string, unknown>).map(([origin, value]) => {
      const row = value && typeof value === 'object' ? (value as Row) : {};
      return { origin, target: str(row.url), type: status(row.type), format };
    });
  });
}

/**
 * `seo.redirects`: WPGraphQL Yoast SEO maps WPSEO_Redirect_Option::get_from_option(), the
 * `wpseo-premium-redirects-base` option (rows of origin, url, type, format), with `url` renamed
 * `target`. Without Yoast Premium the option does not exist and the list is empty.
 */
export function seoRedirects(ctx: RequestContext): SeoRedirect[] {
  const base = option(ctx, 'wpseo-premium-redirects-base');
  if (base === undefined) return fromExports(ctx);
  return rows(base).map((row) => ({
    origin: str(row.origin),
    target: str(row.url),
    type: status(row.type),
    format: str(row.format),
  }));
}
