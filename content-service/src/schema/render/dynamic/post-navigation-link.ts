import { attrString, contextId, type DynamicRenderer } from './types';
import { getTheTitle } from './template-tags';
import { blockWrapperAttributes } from './wrapper';

/*
 * render_block_core_post_navigation_link(): get_next_post_link()/get_previous_post_link() of
 * the current post (by date). Arrows and in-same-term navigation are not ported.
 */
export const renderPostNavigationLink: DynamicRenderer = ({ block, attrs, context, site }) => {
  const type = attrString(attrs, 'type', 'next');
  if (type !== 'next' && type !== 'previous') return '';
  const classes = [`post-navigation-link-${type}`];
  if (attrString(attrs, 'textAlign'))
    classes.push(`has-text-align-${attrString(attrs, 'textAlign')}`);
  const wrapper = blockWrapperAttributes(block, { class: classes.join(' ') });
  const adjacent = site.adjacentPost(contextId(context, 'postId'), type === 'previous');
  let content = '';
  if (adjacent) {
    let text = attrString(attrs, 'label') || (type === 'next' ? 'Next' : 'Previous');
    if (attrs.showTitle) {
      const title = getTheTitle(adjacent);
      text = attrString(attrs, 'label') ? `${text} ${title}` : title;
    }
    content = `<a href="${adjacent.link}" rel="${type === 'next' ? 'next' : 'prev'}">${text}</a>`;
  }
  return `<div ${wrapper}>${content}</div>`;
};
