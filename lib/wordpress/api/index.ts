/** The one seam to WordPress: what pages may call (server-side only). */
export { getContentRoute, type ContentRoute, type RouteData } from './content-route';
export { getHomeRoute } from './home-route';
export { getLayoutData } from './layout';
export { isNothingAtPath } from './nothing-at-path';
export { withinRenderBudget } from './render-budget';
export { getRedirectRules } from './redirects';
export { getSearchResults, type SearchData } from './search';
