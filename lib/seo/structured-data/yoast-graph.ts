import type { JsonLdNode, JsonLdValue } from '../../wordpress/types/json-ld';
import { type SiteIdentity, siteSearchAction } from './site-nodes';

/** The kinds of node the site itself can build, to complete Yoast's where it falls short. */
export type NodeKind = 'Article' | 'WebPage' | 'BreadcrumbList' | 'Organization' | 'WebSite';

const PAGE_TYPES = new Set([
  'WebPage',
  'CollectionPage',
  'SearchResultsPage',
  'ProfilePage',
  'AboutPage',
  'ContactPage',
  'FAQPage',
  'QAPage',
  'ItemPage',
  'CheckoutPage',
]);

function typesOf(node: JsonLdNode): string[] {
  const type = node['@type'];
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
}

/** Yoast writes e.g. ["Article", "NewsArticle"] or ["WebPage", "CollectionPage"]. */
export function kindOf(node: JsonLdNode): NodeKind | null {
  const types = typesOf(node);
  if (types.some((t) => /Article$/.test(t) || t === 'BlogPosting')) return 'Article';
  if (types.some((t) => PAGE_TYPES.has(t))) return 'WebPage';
  for (const kind of ['BreadcrumbList', 'Organization', 'WebSite'] as const) {
    if (types.includes(kind)) return kind;
  }
  return null;
}

const isSearchAction = (action: JsonLdValue) =>
  !!action &&
  typeof action === 'object' &&
  !Array.isArray(action) &&
  typeof action['@type'] === 'string' &&
  action['@type'] === 'SearchAction';

/** Yoast's WebSite searches WordPress (`/?s=`); visitors search at this site's /search route. */
function withSiteSearch(node: JsonLdNode, site: SiteIdentity): JsonLdNode {
  const actions = node.potentialAction;
  const others = (Array.isArray(actions) ? actions : actions ? [actions] : []).filter(
    (action) => !isSearchAction(action),
  );
  return { ...node, potentialAction: [...others, siteSearchAction(site)] };
}

/** Yoast leaves the last crumb (the page itself) without `item`; ours names its URL. */
function withItems(node: JsonLdNode, fallbacks: JsonLdValue[]): JsonLdNode {
  const list = node.itemListElement;
  if (!Array.isArray(list)) return node;
  return {
    ...node,
    itemListElement: list.map((element, index) => {
      if (!element || typeof element !== 'object' || Array.isArray(element) || element.item) {
        return element;
      }
      const fallback = fallbacks[index] ?? fallbacks[fallbacks.length - 1];
      return fallback ? { ...element, item: fallback } : element;
    }),
  };
}

/**
 * Yoast's graph, completed by the site's own nodes: each of Yoast's nodes keeps its values and
 * takes what it lacks from ours of the same kind (an unchanged post's dateModified, an image);
 * ours are added where Yoast has no node of that kind.
 */
export function completeYoastGraph(
  yoast: JsonLdNode[],
  own: JsonLdNode[],
  site: SiteIdentity,
): JsonLdNode[] {
  const ownByKind = new Map(own.map((node) => [kindOf(node), node]));
  const used = new Set<NodeKind>();
  const ownCrumbs = ownByKind.get('BreadcrumbList')?.itemListElement;
  const crumbUrls = (Array.isArray(ownCrumbs) ? ownCrumbs : []).map((element) =>
    element && typeof element === 'object' && !Array.isArray(element)
      ? (element.item ?? null)
      : null,
  );
  const completed = yoast.map((node) => {
    const kind = kindOf(node);
    const mine = kind && !used.has(kind) ? ownByKind.get(kind) : undefined;
    if (!kind || !mine) return node;
    used.add(kind);
    const merged: JsonLdNode = { ...mine, ...node };
    if (kind === 'WebSite') return withSiteSearch(merged, site);
    if (kind === 'BreadcrumbList') return withItems(merged, crumbUrls);
    return merged;
  });
  const missing = own.filter((node) => {
    const kind = kindOf(node);
    return kind !== null && !used.has(kind);
  });
  return [...completed, ...missing];
}
