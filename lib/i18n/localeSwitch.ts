import type { Locale } from '@/locales';

export interface RouteLocation {
  pathname: string;
  query: Record<string, string | string[] | undefined>;
  asPath: string;
}

/**
 * The arguments for `router.push(url, as, options)` that show the current page in another locale:
 * the same route with every query parameter (dynamic segments and `?q=` pagination alike) and the
 * same visible path. Scroll position is kept because the content does not change.
 */
export function localeSwitchTarget(route: RouteLocation, locale: Locale) {
  return {
    url: { pathname: route.pathname, query: route.query },
    as: route.asPath,
    options: { locale, scroll: false },
  };
}
