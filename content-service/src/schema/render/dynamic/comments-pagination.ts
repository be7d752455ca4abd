import type { DynamicRenderer } from './types';
import { blockWrapperAttributes } from './wrapper';

/*
 * render_block_core_comments_pagination(): its links in a <div>, nothing without any. Comment
 * pages are off on the site (page_comments), so the previous/numbers/next links never render.
 */
export const renderCommentsPagination: DynamicRenderer = ({ block, content }) =>
  content.trim() === '' ? '' : `<div ${blockWrapperAttributes(block)}>${content}</div>`;
