import { attrString, contextId, type DynamicRenderer } from './types';
import { formatDate } from './template-tags';
import { blockWrapperAttributes } from './wrapper';

/** render_block_core_post_date(): the context post's date in a <time>. */
export const renderPostDate: DynamicRenderer = ({ block, attrs, context, site }) => {
  const post = site.post(contextId(context, 'postId'));
  if (!post) return '';
  const datetime = formatDate(site, post.date, 'c');
  let formatted = formatDate(site, post.date, attrString(attrs, 'format'));
  if (attrs.isLink) formatted = `<a href="${post.link}">${formatted}</a>`;
  const align = attrString(attrs, 'textAlign');
  const wrapper = blockWrapperAttributes(block, { class: align ? `has-text-align-${align}` : '' });
  return `<div ${wrapper}><time datetime="${datetime}">${formatted}</time></div>`;
};
