import type { DynamicRenderer } from './types';
import { blockWrapperAttributes } from './wrapper';

/** render_block_core_query_pagination(): the rendered links in a <nav>, nothing without any. */
export const renderQueryPagination: DynamicRenderer = ({ block, attrs, content }) => {
  if (content.trim() === '') return '';
  const linkColor = (
    attrs.style as { elements?: { link?: { color?: { text?: string } } } } | undefined
  )?.elements?.link?.color?.text;
  const wrapper = blockWrapperAttributes(block, {
    class: linkColor ? 'has-link-color' : '',
    'aria-label': 'Pagination',
  });
  return `<nav ${wrapper}>${content}</nav>`;
};
