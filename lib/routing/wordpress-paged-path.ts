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
