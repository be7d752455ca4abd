import { isSitePath, toSiteHref } from '../../html/internal-links';
import type { JsonLdNode, JsonLdValue } from '../types/json-ld';
import type { ReshapeContext } from './context';

/**
 * An address in Yoast's graph on the site's own origin: WordPress's pages (and the front end's
 * address FaustWP writes) are this site's pages; files such as uploads stay on WordPress.
 */
function onSite(value: string, context: ReshapeContext): string {
  if (!/^https?:\/\//i.test(value)) return value;
  const href = toSiteHref(value, context.links);
  return isSitePath(href) ? `${context.siteUrl}${href}` : href;
}

function rewrite(value: JsonLdValue, context: ReshapeContext): JsonLdValue {
  if (typeof value === 'string') return onSite(value, context);
  if (Array.isArray(value)) return value.map((item) => rewrite(item, context));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v, context)]));
  }
  return value;
}

const isNode = (value: unknown): value is JsonLdNode =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Yoast's schema graph (`seo.schema.raw`, a JSON string) with its addresses on the site's
 * origin; null when Yoast gives none (no indexable, or not a graph), so the site builds its own.
 */
export function reshapeYoastSchema(
  raw: string | null | undefined,
  context: ReshapeContext,
): JsonLdNode[] | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    context.warn('Yoast schema is not JSON; the site builds its own');
    return null;
  }
  const graph = isNode(parsed) ? parsed['@graph'] : null;
  if (!Array.isArray(graph)) return null;
  const nodes = graph.filter(isNode).map((node) => rewrite(node, context) as JsonLdNode);
  return nodes.length > 0 ? nodes : null;
}
