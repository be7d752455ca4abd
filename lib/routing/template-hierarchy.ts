import { getPossibleTemplates } from '../next/faust-templates';
import { TEMPLATE_KINDS, type TemplateKinds, templateFor } from '@/wp-templates/kinds';
import type { SeedNode } from '../wordpress/types/content';
import type { ContentKind } from './content-page-props';

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

/**
 * The template for what is at a path: the first name of its hierarchy registered for content of
 * its kind (wp-templates/kinds.ts), else that kind's first template.
 */
export function chooseTemplate(
  seed: SeedNode | null,
  kind: ContentKind,
  registered: TemplateKinds = TEMPLATE_KINDS,
): string {
  return templateFor(possibleTemplates(seed), kind, registered);
}
