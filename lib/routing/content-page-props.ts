import { toPlainText } from '../html/plain-text';
import { buildMetadata, type PageMetadata } from '../seo/build-metadata';
import type { RouteData } from '../wordpress/api';
import type { PageData } from '../wordpress/types/blocks';
import type { ListingData, PostData } from '../wordpress/types/content';
import type { LayoutData } from '../wordpress/types/layout';
import { encodePageState } from './page-state';
import { jsonLdFor } from './structured-data-props';

export type ContentView =
  | { kind: 'post'; post: PostData }
  | { kind: 'page'; page: PageData }
  | { kind: 'listing'; listing: ListingData };

/** The kinds of content a path can hold, each rendered by templates of its own (wp-templates). */
export type ContentKind = ContentView['kind'];

/** The view of one kind. */
export type ViewOf<K extends ContentKind> = Extract<ContentView, { kind: K }>;

/** Props of every content route (the layout contract plus the view and its metadata). */
export interface ContentPageProps {
  layout: LayoutData;
  /** Only posts choose: their header is not sticky unless the post asks for it. */
  stickyHeader?: boolean;
  meta: PageMetadata;
  /** The page's structured data, serialised for a JSON-LD script (see structured-data-props). */
  jsonLd: string;
  view: ContentView;
  /**
   * The wp-templates name chosen for it on the server among the templates of its kind
   * (lib/routing/template-hierarchy.ts).
   */
  template: string;
}

/** The address of this page of a listing, for its canonical URL. */
export function listingPath(basePath: string, offset: number): string {
  return offset === 0 ? basePath : `${basePath}?q=${encodePageState({ offset })}`;
}

/**
 * Page props for what the seam found at `uri`, or null for a 404. `offset` is the listing page
 * that was asked for; `siteUrl` is this site's origin (canonical URLs).
 */
export function contentPageProps(
  { layout, route }: Pick<RouteData, 'layout' | 'route'>,
  uri: string,
  offset: number,
  siteUrl: string,
): Omit<ContentPageProps, 'template'> | null {
  const site = { siteName: layout.siteName, siteUrl };
  switch (route.kind) {
    case 'post': {
      const meta = buildMetadata({
        ...site,
        seo: route.seo,
        title: route.post.title,
        path: route.post.uri,
        type: 'article',
        fallbackDescription: layout.siteDescription,
        // Search engines would index a title and a notice: nothing a reader searched for.
        noindex: route.post.passwordProtected,
      });
      return {
        layout,
        stickyHeader: route.post.stickyHeader,
        meta,
        jsonLd: jsonLdFor({
          layout,
          siteUrl,
          meta,
          seo: route.seo,
          type: 'WebPage',
          post: route.post,
        }),
        view: { kind: 'post', post: route.post },
      };
    }
    case 'page': {
      const meta = buildMetadata({
        ...site,
        seo: route.seo,
        title: route.page.title,
        path: uri,
        fallbackDescription: layout.siteDescription,
        noindex: route.page.passwordProtected,
      });
      return {
        layout,
        meta,
        jsonLd: jsonLdFor({ layout, siteUrl, meta, seo: route.seo, type: 'WebPage' }),
        view: { kind: 'page', page: route.page },
      };
    }
    case 'archive': {
      const { archive } = route;
      const listing: ListingData = {
        mode: archive.kind,
        title: archive.name,
        descriptionHtml: archive.descriptionHtml,
        list: route.list,
        basePath: archive.uri,
      };
      const path = listingPath(archive.uri, offset);
      const seo = offset === 0 ? route.seo : { ...route.seo, canonical: null };
      // An archive with no posts (an author who has not published yet) is nothing to index.
      const noindex = route.list.posts.length === 0;
      const meta = buildMetadata({
        ...site,
        seo,
        title: listing.title,
        path,
        noindex,
        fallbackDescription: toPlainText(archive.descriptionHtml) || layout.siteDescription,
      });
      return {
        layout,
        meta,
        // Yoast's graph describes the first page; later pages describe themselves.
        jsonLd: jsonLdFor({
          layout,
          siteUrl,
          meta,
          seo: offset === 0 ? seo : { ...seo, schema: null },
          type: 'CollectionPage',
        }),
        view: { kind: 'listing', listing },
      };
    }
    case 'latest-posts': {
      const listing: ListingData = {
        mode: 'latest',
        title: route.title ?? layout.siteName,
        descriptionHtml: null,
        list: route.list,
        basePath: uri,
      };
      const meta = buildMetadata({
        ...site,
        seo: null,
        // A custom post type's archive is "Books - Site"; the posts page is the site itself.
        title: route.title ?? '',
        path: listingPath(uri, offset),
        fallbackDescription: latestPostsDescription(layout.siteDescription, route.list.posts),
      });
      return {
        layout,
        meta,
        jsonLd: jsonLdFor({ layout, siteUrl, meta, seo: null, type: 'CollectionPage' }),
        view: { kind: 'listing', listing },
      };
    }
    case 'not-found':
      return null;
  }
}

/**
 * The latest posts have no Yoast description of their own: the site's tagline, or, when the site
 * has none, the titles of the first posts listed (what the page holds), so search results and
 * shared links show more than the site's name.
 */
export function latestPostsDescription(
  tagline: string,
  posts: readonly { title: string }[],
): string | null {
  if (tagline.trim()) return tagline.trim();
  const titles = posts
    .slice(0, 3)
    .map((post) => post.title.trim())
    .filter(Boolean);
  return titles.length ? titles.join(' · ') : null;
}
