import type { RenderHooks } from '../types';
import { renderArchives } from './archives';
import { renderAvatar } from './avatar';
import { renderCalendar } from './calendar';
import { renderCategories } from './categories';
import {
  renderCommentAuthorName,
  renderCommentContent,
  renderCommentDate,
  renderCommentReplyLink,
} from './comment-blocks';
import { renderCommentTemplate } from './comment-template';
import { renderComments } from './comments';
import { renderCommentsPagination } from './comments-pagination';
import { renderCommentsTitle } from './comments-title';
import { renderNothing } from './empty-on-single';
import { renderLatestComments } from './latest-comments';
import { renderLatestPosts } from './latest-posts';
import { renderLoginout } from './loginout';
import { renderNavigation } from './navigation';
import { renderPageList } from './page-list';
import { renderPostAuthor } from './post-author';
import { renderPostAuthorBiography } from './post-author-biography';
import { renderPostCommentsForm } from './post-comments-form';
import { renderPostDate } from './post-date';
import { renderPostExcerpt } from './post-excerpt';
import { renderPostFeaturedImage } from './post-featured-image';
import { renderPostNavigationLink } from './post-navigation-link';
import { renderPostTemplate } from './post-template';
import { renderPostTerms } from './post-terms';
import { renderPostTitle } from './post-title';
import { renderQueryNoResults } from './query-no-results';
import { renderQueryPagination } from './query-pagination';
import { renderQueryPaginationNext } from './query-pagination-next';
import { renderQueryPaginationNumbers } from './query-pagination-numbers';
import { renderReadMore } from './read-more';
import { renderRss } from './rss';
import { renderSearch } from './search';
import type { SiteData } from './site-data';
import { renderSiteTagline } from './site-tagline';
import { renderSiteTitle } from './site-title';
import { renderSocialLink } from './social-link';
import { renderTagCloud } from './tag-cloud';
import type { DynamicRenderer } from './types';

export type {
  CommentInfo,
  MonthArchive,
  PostInfo,
  PostQuery,
  SiteData,
  TermInfo,
  UserInfo,
} from './site-data';

/** The ported render callbacks of WordPress 7's dynamic core blocks. */
const RENDERERS: Record<string, DynamicRenderer> = {
  'core/archives': renderArchives,
  'core/avatar': renderAvatar,
  'core/calendar': renderCalendar,
  'core/categories': renderCategories,
  'core/comment-author-name': renderCommentAuthorName,
  'core/comment-content': renderCommentContent,
  'core/comment-date': renderCommentDate,
  'core/comment-edit-link': renderNothing,
  'core/comment-reply-link': renderCommentReplyLink,
  'core/comment-template': renderCommentTemplate,
  'core/comments': renderComments,
  'core/comments-pagination': renderCommentsPagination,
  'core/comments-pagination-next': renderNothing,
  'core/comments-pagination-numbers': renderNothing,
  'core/comments-pagination-previous': renderNothing,
  'core/comments-title': renderCommentsTitle,
  'core/latest-comments': renderLatestComments,
  'core/latest-posts': renderLatestPosts,
  'core/loginout': renderLoginout,
  'core/navigation': renderNavigation,
  'core/page-list': renderPageList,
  'core/post-author': renderPostAuthor,
  'core/post-author-biography': renderPostAuthorBiography,
  'core/post-comments-form': renderPostCommentsForm,
  'core/post-date': renderPostDate,
  'core/post-excerpt': renderPostExcerpt,
  'core/post-featured-image': renderPostFeaturedImage,
  'core/post-navigation-link': renderPostNavigationLink,
  'core/post-template': renderPostTemplate,
  'core/post-terms': renderPostTerms,
  'core/post-title': renderPostTitle,
  'core/query-no-results': renderQueryNoResults,
  'core/query-pagination': renderQueryPagination,
  'core/query-pagination-next': renderQueryPaginationNext,
  'core/query-pagination-numbers': renderQueryPaginationNumbers,
  // The request asks for no page, so a query is always on its first page: no previous link.
  'core/query-pagination-previous': renderNothing,
  'core/query-title': renderNothing,
  'core/read-more': renderReadMore,
  'core/rss': renderRss,
  'core/search': renderSearch,
  'core/site-logo': renderNothing,
  'core/site-tagline': renderSiteTagline,
  'core/site-title': renderSiteTitle,
  'core/social-link': renderSocialLink,
  'core/tag-cloud': renderTagCloud,
  'core/term-description': renderNothing,
};

/**
 * The `renderDynamicBlock` hook over a site: dispatches to the block's renderer; blocks
 * without one render nothing (as the hook's absence does).
 */
export function dynamicBlockRenderer(
  site: SiteData,
): NonNullable<RenderHooks['renderDynamicBlock']> {
  return (block, content, ctx) => {
    const render = RENDERERS[block.blockName ?? ''];
    if (!render) return null;
    const context = ctx.blockContext ?? { postId: ctx.postId, postType: ctx.postType ?? 'post' };
    return render({ block, attrs: block.attrs, content, ctx, context, site });
  };
}
