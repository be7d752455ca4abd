/** What one change in WordPress makes stale, as found through the seam. */
export interface StaleContent {
  /** The changed node's own path (null when the change was not to a node, e.g. an import). */
  nodeUri: string | null;
  /** Archives that list the node: its categories and their parents. */
  archiveUris: string[];
  /** Paths the caller names itself (e.g. a category a post has just left). */
  extraUris: string[];
}

export interface SiteLocales {
  locales: readonly string[];
  defaultLocale: string;
}

/**
 * Next's i18n routing serves the default locale without a prefix and every other one under
 * `/{locale}`; `trailingSlash` makes the slashed form the one a page is generated under (the
 * other answers a 308, which revalidation would take for a failure).
 */
export function localePath(uri: string, locale: string, { defaultLocale }: SiteLocales): string {
  return locale === defaultLocale ? uri : `/${locale}${uri}`;
}

/**
 * The statically generated pages to regenerate for a change, in every locale: the home page
 * (it lists the latest posts), the node's own page and the archives that list it. Sorted by URI,
 * each URI's locales together, without duplicates.
 */
export function revalidationPaths(stale: StaleContent, site: SiteLocales): string[] {
  const uris = new Set(['/']);
  for (const uri of [stale.nodeUri, ...stale.archiveUris, ...stale.extraUris]) {
    if (uri !== null) uris.add(uri);
  }
  return [...uris]
    .sort()
    .flatMap((uri) => site.locales.map((locale) => localePath(uri, locale, site)));
}
