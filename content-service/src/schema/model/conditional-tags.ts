import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import { memo } from './loaders';

/** is_multi_author(): more than one user has published posts. */
function isMultiAuthor(ctx: RequestContext): boolean {
  return memo(ctx, 'is-multi-author', () => {
    const authors = prepared(
      ctx.db,
      `SELECT COUNT(DISTINCT post_author) FROM posts WHERE post_type = 'post' AND post_status = 'publish'`,
    )
      .pluck()
      .get() as number;
    return authors > 1;
  });
}

/**
 * ConditionalTags (deprecated in WPGraphQL) of a node WPGraphQL runs no query for (a comment, a
 * content type): every is_*() is false but is_multi_author(), which reads the site, not the query.
 */
export function unqueriedConditionalTags(ctx: RequestContext): Record<string, boolean> {
  const tags = [
    'isArchive',
    'isAttachment',
    'isAuthor',
    'isCategory',
    'isDate',
    'isDay',
    'isFrontPage',
    'isHome',
    'isMonth',
    'isPage',
    'isPageTemplate',
    'isPostTypeArchive',
    'isPreview',
    'isPrivacyPolicy',
    'isSearch',
    'isSingle',
    'isSingular',
    'isSticky',
    'isTag',
    'isTax',
    'isYear',
  ];
  return { ...Object.fromEntries(tags.map((t) => [t, false])), isMultiAuthor: isMultiAuthor(ctx) };
}

/**
 * The template hierarchy WPGraphQL gives such a node: the request's own query, which for
 * /graphql is the site's home (front page, home, index).
 */
export function unqueriedTemplates(): string[] {
  return ['front-page', 'home', 'index'];
}
