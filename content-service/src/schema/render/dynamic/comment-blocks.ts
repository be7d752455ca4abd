import { commentText } from '../comment-text';
import { escAttr, escUrl } from '../php';
import { attrBool, attrString, contextId, type DynamicRenderer } from './types';
import { commentAuthor, commentLink, formatDate } from './template-tags';
import { blockWrapperAttributes } from './wrapper';

/*
 * The blocks inside a comment template, each reading the comment of its commentId context:
 * author name, date, content and reply link.
 */

const alignClass = (attrs: Readonly<Record<string, unknown>>) =>
  attrString(attrs, 'textAlign') ? `has-text-align-${attrString(attrs, 'textAlign')}` : '';

/** render_block_core_comment_author_name(). */
export const renderCommentAuthorName: DynamicRenderer = ({ block, attrs, context, site }) => {
  const comment = site.comment(contextId(context, 'commentId'));
  if (!comment) return '';
  let author = commentAuthor(site, comment);
  const target = attrString(attrs, 'linkTarget', '_self');
  if (comment.authorUrl && attrBool(attrs, 'isLink', true) && target) {
    author = `<a rel="external nofollow ugc" href="${escUrl(comment.authorUrl)}" target="${escAttr(target)}" >${author}</a>`;
  }
  return `<div ${blockWrapperAttributes(block, { class: alignClass(attrs) })}>${author}</div>`;
};

/** render_block_core_comment_date(). */
export const renderCommentDate: DynamicRenderer = ({ block, attrs, context, site }) => {
  const comment = site.comment(contextId(context, 'commentId'));
  if (!comment) return '';
  let date = formatDate(site, comment.date, attrString(attrs, 'format'));
  if (attrBool(attrs, 'isLink', true))
    date = `<a href="${escUrl(commentLink(site, comment))}">${date}</a>`;
  const wrapper = blockWrapperAttributes(block, { class: alignClass(attrs) });
  return `<div ${wrapper}><time datetime="${escAttr(formatDate(site, comment.date, 'c'))}">${date}</time></div>`;
};

/** render_block_core_comment_content(): comment_text() through the comment_text filters. */
export const renderCommentContent: DynamicRenderer = ({ block, attrs, context, site }) => {
  const comment = site.comment(contextId(context, 'commentId'));
  if (!comment || comment.content === '') return '';
  const text = commentText(comment.content);
  return `<div ${blockWrapperAttributes(block, { class: alignClass(attrs) })}>${text}</div>`;
};

/** render_block_core_comment_reply_link(): get_comment_reply_link() below the nesting limit. */
export const renderCommentReplyLink: DynamicRenderer = ({ block, attrs, context, site }) => {
  const comment = site.comment(contextId(context, 'commentId'));
  if (!comment || site.option('thread_comments') === '0') return '';
  let depth = 1;
  let parent = comment.parentId;
  while (parent) {
    depth++;
    parent = site.comment(parent)?.parentId ?? 0;
  }
  const maxDepth = Number(site.option('thread_comments_depth') ?? 5) || 5;
  const post = site.post(comment.postId);
  if (maxDepth <= depth || !post || post.commentStatus !== 'open') return '';
  const replyTo = `Reply to ${commentAuthor(site, comment)}`;
  const data =
    `data-commentid="${comment.id}" data-postid="${post.id}" data-belowelement="comment-${comment.id}" ` +
    `data-respondelement="respond" data-replyto="${escAttr(replyTo)}"`;
  const link = `<a rel="nofollow" class="comment-reply-link" href="#comment-${comment.id}" ${data} aria-label="${escAttr(replyTo)}">Reply</a>`;
  return `<div ${blockWrapperAttributes(block, { class: alignClass(attrs) })}>${link}</div>`;
};
