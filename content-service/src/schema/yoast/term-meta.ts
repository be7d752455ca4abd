import type { RequestContext } from '../context';
import type { TermRow } from '../model/rows';
import { yoastSettings } from './settings';

/** A term's Yoast values (`wpseo_title`, `wpseo_desc`, ...) from the wpseo_taxonomy_meta option. */
export function termSeoMeta(ctx: RequestContext, term: TermRow): Record<string, unknown> {
  const byTaxonomy = yoastSettings(ctx).taxonomyMeta[term.taxonomy];
  const values = byTaxonomy?.[String(term.term_id)];
  return values && typeof values === 'object' ? values : {};
}

export function termSeoText(ctx: RequestContext, term: TermRow, key: string): string {
  const v = termSeoMeta(ctx, term)[key];
  return typeof v === 'string' ? v : '';
}
