import { HomeRouteDocument } from '../generated/graphql';
import { reshapePage } from '../reshape/page';
import { reshapeSeedNode } from '../reshape/seed-node';
import { reshapeSeo } from '../reshape/seo';
import { type Backend, defaultBackend } from './backend';
import { type RouteData, routeForNode } from './content-route';
import { resolveLayout } from './layout';
import { rememberPostsPerPage } from './posts-per-page';

/**
 * `/`: the page with slug `home` when WordPress has one, otherwise what WordPress has at `/`
 * (its static front page, or the latest posts). One request, plus one for the latest posts.
 */
export async function getHomeRoute(
  offset = 0,
  backend: Backend = defaultBackend(),
): Promise<RouteData> {
  const answer = await backend.client(HomeRouteDocument, {});
  const resolved = await resolveLayout(answer, backend);
  const pageSize = rememberPostsPerPage(answer.readingSettings?.postsPerPage, backend);
  const home = answer.homePages?.nodes[0];
  if (home) {
    const { context } = resolved;
    return {
      layout: resolved.layout,
      route: { kind: 'page', page: reshapePage(home, context), seo: reshapeSeo(home.seo, context) },
      // Shown at `/`, it is the site's front page whatever WordPress's reading settings say.
      seed: reshapeSeedNode(home, true),
    };
  }
  const route = await routeForNode(answer.node, pageSize, offset, resolved, backend);
  const seed = answer.node ? reshapeSeedNode(answer.node, true) : null;
  return { layout: resolved.layout, route, seed };
}
