import { attrString, contextId, type DynamicRenderer } from './types';
import { blockWrapperAttributes } from './wrapper';

/** render_block_core_post_author_biography(): the author's bio, nothing when empty. */
export const renderPostAuthorBiography: DynamicRenderer = ({ block, attrs, context, site }) => {
  const post = site.post(contextId(context, 'postId'));
  const bio = post ? (site.user(post.authorId)?.description ?? '') : '';
  if (bio === '') return '';
  const align = attrString(attrs, 'textAlign');
  const wrapper = blockWrapperAttributes(block, align ? { class: `has-text-align-${align}` } : {});
  return `<div ${wrapper}>${bio}</div>`;
};
