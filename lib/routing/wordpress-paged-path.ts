import { pageHref } from './page-state';

/**
 * WordPress's own address of a listing's later page: `{archive}page/{n}/`, where the archive is
 * the posts index `/`, a category (nested ones too), a tag, an author or a search. Posts and pages
 * are left alone: there `/page/n/` is a page of a post split with <!--nextpage-->, and a page
 * can be named "page".
 */
const PAGED =
  /^\/((?:category\/(?:[^/]+\/)+|tag\/[^/]+\/|author\/[^/]+\/|search\/[^/]+\/)?)page\/(\d{1,6})\/?$/;

/**
 * The same addresses as a proxy matcher (path-to-regexp, as `config.matcher` takes it): PAGED
 * without its anchors and leading slash, its groups non-capturing (path-to-regexp refuses
 * capturing ones). proxy.ts must write its matcher as a literal, which Next reads from the file
 * without running it; a unit test holds that literal to this.
 */
export function pagedPathMatcher(): string {
  const inner = PAGED.source
    .replace(/^\^\\\//, '')
    .replace(/\$$/, '')
    .replace(/\((?!\?)/g, '(?:')
    .replaceAll('\\/', '/');
  return `/:paged(${inner})`;
}

/**
 * The site's address of the listing page a WordPress paginated address names (`/category/x/page/2/`
 * → `/category/x/?q=…`, `/page/1/` → `/`), keeping the query string's other parameters; null
 * when the path is not one. Old links and search results keep working without asking WordPress.
 */
export function listingPageForWordPressPath(pathname: string, search: string): string | null {
  const match = PAGED.exec(pathname);
  if (!match) return null;
  const [, archive = '', page = '1'] = match;
  const href = pageHref(`/${archive}`, Number(page));
  const params = new URLSearchParams(search);
  params.delete('q');
  const rest = params.toString();
  if (!rest) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${rest}`;
}
