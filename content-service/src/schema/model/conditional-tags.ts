import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import { isFrontPage, isPrivacyPolicy, isSingular, type GlobalQuery } from './global-query';
import { memo, option } from './loaders';
import { isPageTemplate } from './templates';

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

/** is_sticky() without a post: the global $post, the last post a model set up. */
function isSticky(ctx: RequestContext, q: GlobalQuery): boolean {
  const sticky = (option<unknown[]>(ctx, 'sticky_posts') ?? []).map(Number);
  return q.post !== null && sticky.includes(q.post.ID);
}

/**
 * FaustWP's ConditionalTags (deprecated): WordPress's is_*() on the request's global query
 * (global-query.ts), as the last model set up left it, whichever node asks.
 */
export function conditionalTags(ctx: RequestContext): Record<string, boolean> {
  const q = ctx.globalQuery;
  const f = q.flags;
  return {
    isArchive: f.has('archive'),
    isAttachment: f.has('attachment'),
    isAuthor: f.has('author'),
    isCategory: f.has('category'),
    isDate: f.has('date'),
    isDay: f.has('day'),
    isFrontPage: isFrontPage(ctx, q),
    isHome: f.has('home'),
    isMonth: f.has('month'),
    isMultiAuthor: isMultiAuthor(ctx),
    isPage: f.has('page'),
    isPageTemplate: isPageTemplate(ctx, q),
    isPostTypeArchive: f.has('postTypeArchive'),
    isPreview: f.has('preview'),
    isPrivacyPolicy: isPrivacyPolicy(ctx, q),
    isSearch: f.has('search'),
    isSingle: f.has('single'),
    isSingular: isSingular(q),
    isSticky: isSticky(ctx, q),
    isTag: f.has('tag'),
    isTax: f.has('tax'),
    isYear: f.has('year'),
  };
}
