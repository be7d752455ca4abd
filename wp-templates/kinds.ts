import type { ContentKind } from '@/lib/routing/content-page-props';

/**
 * The site's templates by WordPress template name, with the kind of content each renders: what
 * the server chooses among (lib/routing/template-hierarchy.ts) without importing the templates,
 * and through them every block. A template of your own is a file, a line in wp-templates/index.ts
 * and a line here, e.g. `'category-news': 'listing'` (index.test.ts checks the two lists agree).
 */
export const TEMPLATE_KINDS = {
  single: 'post',
  page: 'page',
  archive: 'listing',
  home: 'listing',
} as const satisfies Record<string, ContentKind>;

export type TemplateName = keyof typeof TEMPLATE_KINDS;

/** Template names and the kind of content each renders. */
export type TemplateKinds = Readonly<Record<string, ContentKind>>;

/**
 * The first of `candidates` (a hierarchy, most specific first) registered for content of `kind`,
 * else the first template registered for that kind: every kind has one, so no template ever
 * renders content of another kind, and none stands in for all of them (WordPress's `index`).
 */
export function templateFor(
  candidates: readonly string[],
  kind: ContentKind,
  registered: TemplateKinds = TEMPLATE_KINDS,
): string {
  const ofKind = Object.keys(registered).filter((name) => registered[name] === kind);
  const chosen = candidates.find((name) => ofKind.includes(name)) ?? ofKind[0];
  if (chosen === undefined) throw new Error(`no template is registered for ${kind} content`);
  return chosen;
}
