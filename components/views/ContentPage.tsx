import type { ComponentType } from 'react';
import { RouteTransition } from '@/components/common/RouteTransition';
import type { ContentPageProps, ContentView } from '@/lib/routing/content-page-props';
import { SeoHead } from '@/lib/seo/SeoHead';
import templates from '@/wp-templates';
import { templateFor } from '@/wp-templates/kinds';

/**
 * The templates by name. Each takes the view of its own kind, and templateFor below names only a
 * template of the view's kind: a relation TypeScript cannot follow, hence the one cast.
 */
const byName = templates as unknown as Readonly<
  Record<string, ComponentType<{ view: ContentView }>>
>;

/**
 * Any content route: its metadata and the template the server chose for its kind from
 * WordPress's template hierarchy (lib/routing/template-hierarchy.ts), by name from wp-templates.
 * A name no longer registered for that kind (page data made before a rename) is the kind's first
 * template.
 */
export function ContentPage({ meta, jsonLd, view, template }: ContentPageProps) {
  const Template = byName[templateFor([template], view.kind)]!;
  return (
    <>
      <SeoHead meta={meta} jsonLd={jsonLd} />
      <RouteTransition>
        <Template view={view} />
      </RouteTransition>
    </>
  );
}
