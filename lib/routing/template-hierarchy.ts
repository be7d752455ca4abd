import { getPossibleTemplates } from '../next/faust-templates';
import type { SeedNode } from '../wordpress/types/content';

/**
 * WordPress's template hierarchy for what is at a path, most specific first, exactly as Faust
 * lists it (Faust's own function, so a developer who knows Faust gets the names they expect),
 * e.g. single-post-{slug} → single-post → single → singular → index. Server only: public pages
 * do not load Faust.
 */
export function possibleTemplates(seed: SeedNode | null): string[] {
  return seed ? getPossibleTemplates(seed) : ['index'];
}

/** Search results have no node: WordPress's search.php, then index.php. */
export const SEARCH_TEMPLATES: readonly string[] = ['search', 'index'];

/** The first of `candidates` that is registered (wp-templates/index.ts), else `index`. */
export function firstRegistered(
  candidates: readonly string[],
  registered: readonly string[],
): string {
  return candidates.find((name) => registered.includes(name)) ?? 'index';
}

/** The template for what is at a path: the first registered name of its hierarchy. */
export function chooseTemplate(seed: SeedNode | null, registered: readonly string[]): string {
  return firstRegistered(possibleTemplates(seed), registered);
}
