import type { SchemaGaps } from './schema-gaps';

export type CapabilityId = 'yoast' | 'acf' | 'offsetPagination' | 'faustwp' | 'blockSupportStyles';

export interface Capability {
  id: CapabilityId;
  /** What provides it, as a WordPress admin finds it. */
  provider: string;
  /** What the site does without it. */
  without: string;
  /** Whether a field or type the site selects belongs to it. */
  owns(coordinate: string): boolean;
}

const fieldOrType = (coordinate: string) => ({
  field: coordinate.includes('.') ? coordinate.slice(coordinate.indexOf('.') + 1) : null,
  type: coordinate.includes('.') ? coordinate.slice(0, coordinate.indexOf('.')) : coordinate,
});

/** The plugins the site reads more of WordPress through, and what it does without each. */
export const CAPABILITIES: readonly Capability[] = [
  {
    id: 'yoast',
    provider: 'Yoast SEO with WPGraphQL Yoast SEO',
    without:
      "titles, descriptions, canonicals, Open Graph and JSON-LD come from WordPress's own data; no Yoast redirects",
    owns: (coordinate) => {
      const { field, type } = fieldOrType(coordinate);
      return field === 'seo' || /^SEO|SEO$/.test(type);
    },
  },
  {
    id: 'acf',
    provider:
      'ACF content model (Secure Custom Fields or ACF, WPGraphQL for ACF and the lavanda-headless plugin)',
    without:
      "no flexible layouts, site options, page or post options: pages show their block content, the header and footer WordPress's title, icon and menus, no cookie notice",
    owns: (coordinate) => {
      const { field, type } = fieldOrType(coordinate);
      return (
        ['siteOptionsPage', 'pageOptions', 'postOptions', 'pageContent'].includes(field ?? '') ||
        /^(Acf|PageContent|SiteOptions|PageOptions|PostOptions)/.test(type)
      );
    },
  },
  {
    id: 'offsetPagination',
    provider: 'offset pagination: WPGraphQL Offset Pagination, or the lavanda-headless plugin',
    without: 'listings page through cursors (a later page costs a request per 100 posts before it)',
    owns: (coordinate) => {
      const { field, type } = fieldOrType(coordinate);
      return field === 'offsetPagination' || type.startsWith('OffsetPagination');
    },
  },
  {
    id: 'faustwp',
    provider: 'FaustWP',
    without:
      'no editor sign-in or previews (/login/ and /preview/ say so); the public site works in full',
    owns: (coordinate) => {
      const { field, type } = fieldOrType(coordinate);
      return field === 'generateAuthorizationCode' || type === 'GenerateAuthorizationCodePayload';
    },
  },
  {
    id: 'blockSupportStyles',
    provider: 'block support styles (the lavanda-headless plugin)',
    without:
      "blocks with a layout of their own (a width, gap, row, stack or grid set on the block) show their block type's default layout, and links keep the site's colour where a block sets its own",
    owns: (coordinate) => fieldOrType(coordinate).field === 'blockSupportStyles',
  },
];

export interface CapabilityReport {
  present: Set<CapabilityId>;
  missing: Capability[];
  /** Gaps no known plugin explains (a field group of a different shape …), as coordinates. */
  otherGaps: string[];
}

export function describeGaps(gaps: SchemaGaps): CapabilityReport {
  const coordinates = [...gaps.fields, ...gaps.types];
  const missing = CAPABILITIES.filter((c) => coordinates.some((coordinate) => c.owns(coordinate)));
  return {
    present: new Set(CAPABILITIES.filter((c) => !missing.includes(c)).map((c) => c.id)),
    missing,
    otherGaps: coordinates.filter((coordinate) => !CAPABILITIES.some((c) => c.owns(coordinate))),
  };
}
