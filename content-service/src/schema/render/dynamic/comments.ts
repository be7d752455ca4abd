import { contextId, type DynamicRenderer } from './types';

/*
 * render_block_core_comments(): the (non-legacy) Comments block is its saved wrapper with the
 * inner blocks rendered; nothing when comments are closed and there are none.
 */
export const renderComments: DynamicRenderer = ({ content, context, site }) => {
  const post = site.post(contextId(context, 'postId'));
  if (!post) return '';
  if (post.commentStatus !== 'open' && post.commentCount === 0) return '';
  return content;
};
