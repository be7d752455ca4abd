import { RouteTransition } from '@/components/common/RouteTransition';
import type { ContentPageProps } from '@/lib/routing/content-page-props';
import { SeoHead } from '@/lib/seo/SeoHead';
import templates from '@/wp-templates';

/**
 * Any content route: its metadata and the template the server chose from WordPress's template
 * hierarchy (lib/routing/template-hierarchy.ts), by name from wp-templates.
 */
export function ContentPage({ meta, jsonLd, view, template }: ContentPageProps) {
  const Template = templates[template] ?? templates.index;
  return (
    <>
      <SeoHead meta={meta} jsonLd={jsonLd} />
      <RouteTransition>
        <Template view={view} />
      </RouteTransition>
    </>
  );
}
