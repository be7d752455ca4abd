import { renderInnerBlocks } from '../render-blocks';
import type { RenderState } from '../types';
import { contextId, type DynamicBlockArgs, type DynamicRenderer } from './types';
import type { CommentInfo } from './site-data';
import { optionFlag, optionString } from './template-tags';
import { blockWrapperAttributes } from './wrapper';

/*
 * render_block_core_comment_template(): the post's approved comments (threaded when the site
 * threads them), each rendering the template's inner blocks with its commentId as context,
 * in <li> elements with comment_class(). The even/odd counters are request-wide globals in
 * WordPress, kept in the render state here.
 */

function commentClasses(state: RenderState, comment: CommentInfo, depth: number): string {
  const counters = state.blockInstances;
  const alt = counters.commentAlt ?? 0;
  const classes = [comment.type === '' ? 'comment' : comment.type];
  classes.push(...(alt % 2 ? ['odd', 'alt'] : ['even']));
  counters.commentAlt = alt + 1;
  if (depth === 1) {
    const threadAlt = counters.commentThreadAlt ?? 0;
    classes.push(...(threadAlt % 2 ? ['thread-odd', 'thread-alt'] : ['thread-even']));
    counters.commentThreadAlt = threadAlt + 1;
  }
  classes.push(`depth-${depth}`);
  return classes.join(' ');
}

function renderComments(
  args: DynamicBlockArgs,
  comments: CommentInfo[],
  all: CommentInfo[],
  depth: number,
) {
  const { block, ctx, context, site } = args;
  const threaded = optionFlag(site, 'thread_comments', true);
  const maxDepth = Number(optionString(site, 'thread_comments_depth', '5')) || 5;
  let out = '';
  for (const comment of comments) {
    let inner = renderInnerBlocks(block, ctx, { ...context, commentId: comment.id });
    const classes = commentClasses(ctx.state, comment, depth);
    const children = all.filter((c) => c.parentId === comment.id);
    if (children.length > 0 && threaded) {
      inner +=
        depth < maxDepth
          ? `<ol>${renderComments(args, children, all, depth + 1)}</ol>`
          : renderComments(args, children, all, depth);
    }
    out += `<li id="comment-${comment.id}" class="${classes}">${inner}</li>`;
  }
  return out;
}

export const renderCommentTemplate: DynamicRenderer = (args) => {
  const { block, context, site } = args;
  const postId = contextId(context, 'postId');
  const post = postId ? site.post(postId) : null;
  if (!post || post.password !== '') return '';
  const all = site.postComments(postId);
  let top = optionFlag(site, 'thread_comments', true) ? all.filter((c) => c.parentId === 0) : all;
  if (top.length === 0) return '';
  if (optionString(site, 'comment_order', 'asc') === 'desc') top = [...top].reverse();
  return `<ol ${blockWrapperAttributes(block)}>${renderComments(args, top, all, 1)}</ol>`;
};
