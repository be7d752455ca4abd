import { escAttr } from '../php';
import { attrString, contextId, type DynamicRenderer } from './types';
import { getTheTitle } from './template-tags';
import { blockWrapperAttributes } from './wrapper';

/** render_block_core_read_more(): a "Read more" link to the context's post. */
export const renderReadMore: DynamicRenderer = ({ block, attrs, context, site }) => {
  const post = site.post(contextId(context, 'postId'));
  if (!post) return '';
  const title = getTheTitle(post) || `(no title: ${post.id})`;
  const justify = attrString(attrs, 'justifyContent');
  const wrapper = blockWrapperAttributes(
    block,
    justify ? { class: `is-justified-${justify}` } : {},
  );
  const text = attrString(attrs, 'content') || 'Read more';
  const target = escAttr(attrString(attrs, 'linkTarget', '_self'));
  return `<a ${wrapper} href="${post.link}" target="${target}">${text}<span class="screen-reader-text">: ${title}</span></a>`;
};
