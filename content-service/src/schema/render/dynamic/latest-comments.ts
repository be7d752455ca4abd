import { escAttr, escHtml, escUrl } from '../php';
import { wpTrimWords } from '../text';
import { wpautop } from '../wpautop';
import { attrBool, attrNumber, attrString, type DynamicRenderer } from './types';
import {
  commentAuthor,
  commentEmail,
  commentLink,
  formatDate,
  getAvatar,
  getTheTitle,
} from './template-tags';
import { blockWrapperAttributes } from './wrapper';
import type { CommentInfo, SiteData } from './site-data';

/*
 * render_block_core_latest_comments(): the newest approved comments on published posts, with
 * avatar, author, post link, date and a 20-word excerpt (each can be switched off).
 */

/** get_comment_excerpt(): 20 words of the comment's text (or a note for protected posts). */
function commentExcerpt(site: SiteData, comment: CommentInfo): string {
  const post = site.post(comment.postId);
  const text =
    post && post.password !== ''
      ? 'Password protected'
      : comment.content.replace(/[\n\r]/g, ' ').replace(/<[^>]*>/g, '');
  return wpTrimWords(text, 20, '&hellip;');
}

export const renderLatestComments: DynamicRenderer = ({ block, attrs, site }) => {
  const showAvatar = attrBool(attrs, 'displayAvatar', true);
  const showDate = attrBool(attrs, 'displayDate', true);
  // displayContent ('excerpt', 'full', 'none') replaced displayExcerpt in WordPress 6.7.
  const content = attrString(
    attrs,
    'displayContent',
    attrBool(attrs, 'displayExcerpt', true) ? 'excerpt' : 'none',
  );
  const comments = site.latestComments(attrNumber(attrs, 'commentsToShow', 5));
  let items = '';
  for (const comment of comments) {
    items += '<li class="wp-block-latest-comments__comment">';
    if (showAvatar) {
      items += getAvatar(site, commentEmail(site, comment), 48, {
        className: 'wp-block-latest-comments__comment-avatar',
      });
    }
    items += '<article><footer class="wp-block-latest-comments__comment-meta">';
    let authorUrl = comment.authorUrl;
    if (!authorUrl && comment.userId) authorUrl = site.user(comment.userId)?.link ?? '';
    const name = commentAuthor(site, comment);
    const author = authorUrl
      ? `<a class="wp-block-latest-comments__comment-author" href="${escUrl(authorUrl)}">${name}</a>`
      : `<span class="wp-block-latest-comments__comment-author">${name}</span>`;
    const post = site.post(comment.postId);
    const title = (post && getTheTitle(post)) || '(no title)';
    const link = `<a class="wp-block-latest-comments__comment-link" href="${escUrl(commentLink(site, comment))}">${escHtml(title)}</a>`;
    items += `${author} on ${link}`;
    if (showDate) {
      items += `<time datetime="${escAttr(formatDate(site, comment.date, 'c'))}" class="wp-block-latest-comments__comment-date">${formatDate(site, comment.date)}</time>`;
    }
    items += '</footer>';
    if (content === 'excerpt') {
      items += `<div class="wp-block-latest-comments__comment-excerpt">${wpautop(commentExcerpt(site, comment))}</div>`;
    } else if (content === 'full') {
      items += `<div class="wp-block-latest-comments__comment-excerpt">${wpautop(comment.content)}</div>`;
    }
    items += '</article></li>';
  }
  const classes: string[] = [];
  if (showAvatar) classes.push('has-avatars');
  if (showDate) classes.push('has-dates');
  if (content !== 'none') classes.push('has-excerpts');
  if (comments.length === 0) classes.push('no-comments');
  const wrapper = blockWrapperAttributes(block, { class: classes.join(' ') });
  return comments.length > 0
    ? `<ol ${wrapper}>${items}</ol>`
    : `<div ${wrapper}>No comments to show.</div>`;
};
