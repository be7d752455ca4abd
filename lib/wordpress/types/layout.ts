/**
 * The site's own types for the chrome around every page (header, menus, footer, cookie notice).
 * The seam (lib/wordpress) builds them from WPGraphQL answers; components never see GraphQL shapes.
 * HTML strings here are already sanitised on the server.
 */

export interface Image {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface Link {
  /** A site path (`/contact/`) when it points at this site or its WordPress, else an absolute URL. */
  url: string;
  title: string;
  /** `_blank` or null. */
  target: string | null;
}

/** One menu item as WordPress lists it (a flat list; the tree is built from parentId). */
export interface MenuItem {
  id: number;
  label: string;
  /** The item's uri: a site path (`/about/`) or an external URL; null when WordPress has none. */
  uri: string | null;
  /** 0 for top-level items. */
  parentId: number;
  order: number;
  target: string | null;
  cssClasses: string[];
}

export interface SocialLink {
  type: string;
  url: string;
}

export interface SiteOptions {
  logo: Image | null;
  footerCopyright: string | null;
  /** Sanitised HTML, or null when no notice is configured (then no banner at all). */
  cookieNoticeHtml: string | null;
  contactUsLink: Link | null;
  footerSocialLinks: SocialLink[];
  footerSubLinks: Link[];
}

/** Who publishes the site (Yoast's "organization or person"), for its structured data. */
export interface Publisher {
  name: string;
  logo: Image | null;
  /** schema.org inLanguage, e.g. `en-US`. */
  language: string | null;
}

/** Everything the layout needs, fetched once per page render with the page's own data. */
export interface LayoutData {
  siteName: string;
  siteDescription: string;
  /** WordPress's icon for the site (lib/wordpress/reshape/site-icon.ts); null: the project's. */
  icon: Image | null;
  publisher: Publisher;
  headerMenu: MenuItem[];
  footerMenu: MenuItem[];
  siteOptions: SiteOptions;
}
