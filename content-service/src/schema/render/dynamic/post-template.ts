import { escAttr } from '../php';
import { renderInnerBlocks } from '../render-blocks';
import type { DynamicRenderer } from './types';
import { postClasses } from './template-tags';
import { runQueryLoop } from './query-loop';
import { blockWrapperAttributes } from './wrapper';

/*
 * render_block_core_post_template(): the query's posts, each rendering the template's inner
 * blocks with its postId/postType as context, in <li> elements with the post's classes.
 */
export const renderPostTemplate: DynamicRenderer = ({ block, attrs, ctx, context, site }) => {
  const { ids } = runQueryLoop(site, context, 1);
  if (ids.length === 0) return '';
  let classes = '';
  const display = context.displayLayout as { type?: string; columns?: number } | undefined;
  if (display?.type === 'flex') classes = `is-flex-container columns-${display.columns ?? 3}`;
  const layout = attrs.layout as { type?: string; columnCount?: number } | undefined;
  if (layout?.type === 'grid' && layout.columnCount) classes += ` columns-${layout.columnCount}`;
  let content = '';
  for (const id of ids) {
    const post = site.post(id);
    if (!post) continue;
    // The inner instances are rendered as 'core/null': the template's own supports stay out.
    const inner = renderInnerBlocks(block, ctx, { ...context, postType: post.type, postId: id });
    content += `<li class="${escAttr(postClasses(site, post, ['wp-block-post']).join(' '))}">${inner}</li>`;
  }
  return `<ul ${blockWrapperAttributes(block, { class: classes.trim() })}>${content}</ul>`;
};
