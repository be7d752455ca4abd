import { templateFor } from '@/wp-templates/kinds';
import { withDateLabels } from '../i18n/date-labels';
import { buildMetadata } from '../seo/build-metadata';
import { getLayoutData, getSearchResults, withinRenderBudget } from '../wordpress/api';
import { isPastTheEnd } from '../wordpress/api/post-list';
import { siteEnv } from '../wordpress/config/site-env';
import type { ListingData } from '../wordpress/types/content';
import type { ContentPageProps } from './content-page-props';
import { listingPath } from './content-page-props';
import { searchPath } from './search-address';
import { jsonLdFor } from './structured-data-props';
import { SEARCH_TEMPLATES } from './template-hierarchy';

const NO_RESULTS: ListingData['list'] = {
  posts: [],
  pagination: { offset: 0, pageCount: 0, hasMore: false, hasPrevious: false },
};

/**
 * The search listing of a validated term in Next's `locale` (null: nothing to search, so no
 * results and one request for the layout). Search pages are not indexed. Null (a 404) for a page
 * past the last result.
 */
export async function loadSearchPage(
  term: string | null,
  offset: number,
  locale: string | undefined,
): Promise<ContentPageProps | null> {
  const basePath = searchPath(term ?? '');
  const { layout, list } = await withinRenderBudget(async () =>
    term === null
      ? { layout: await getLayoutData(), list: NO_RESULTS }
      : await getSearchResults(term, offset),
  );
  if (isPastTheEnd(list)) return null;
  const title = term ?? '';
  const siteUrl = siteEnv().siteUrl;
  const meta = buildMetadata({
    seo: null,
    title: `Search: ${title}`,
    path: listingPath(basePath, offset),
    siteName: layout.siteName,
    siteUrl,
    noindex: true,
  });
  return {
    layout,
    meta,
    jsonLd: jsonLdFor({ layout, siteUrl, meta, seo: null, type: 'SearchResultsPage' }),
    view: withDateLabels(
      {
        kind: 'listing',
        listing: { mode: 'search', title, descriptionHtml: null, list, basePath },
      },
      locale,
    ),
    template: templateFor(SEARCH_TEMPLATES, 'listing'),
  };
}
