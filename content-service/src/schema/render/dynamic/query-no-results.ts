import type { DynamicRenderer } from './types';
import { runQueryLoop } from './query-loop';
import { blockWrapperAttributes } from './wrapper';

/** render_block_core_query_no_results(): its inner blocks, only when the query finds nothing. */
export const renderQueryNoResults: DynamicRenderer = ({ block, content, context, site }) => {
  if (content.trim() === '') return '';
  if (runQueryLoop(site, context, 1).ids.length > 0) return '';
  return `<div ${blockWrapperAttributes(block)}>${content}</div>`;
};
