import { attrBool, attrNumber, attrString, contextId, type DynamicRenderer } from './types';
import { getTheTitle } from './template-tags';
import { blockWrapperAttributes } from './wrapper';

/** render_block_core_comments_title(): "One response to “Title”" and its variants. */
export const renderCommentsTitle: DynamicRenderer = ({ block, attrs, context, site }) => {
  const post = site.post(contextId(context, 'postId'));
  if (!post || post.password !== '') return '';
  const count = post.commentCount;
  if (count === 0) return '';
  const showTitle = attrBool(attrs, 'showPostTitle', true);
  const showCount = attrBool(attrs, 'showCommentsCount', true);
  const title = `&#8220;${getTheTitle(post)}&#8221;`;
  let text: string;
  if (showCount) {
    if (showTitle)
      text = count === 1 ? `One response to ${title}` : `${count} responses to ${title}`;
    else text = count === 1 ? 'One response' : `${count} responses`;
  } else if (showTitle) {
    text = count === 1 ? `Response to ${title}` : `Responses to ${title}`;
  } else {
    text = count === 1 ? 'Response' : 'Responses';
  }
  const tag = `h${attrNumber(attrs, 'level', 2)}`;
  const align = attrString(attrs, 'textAlign');
  const wrapper = blockWrapperAttributes(block, { class: align ? `has-text-align-${align}` : '' });
  return `<${tag} id="comments" ${wrapper}>${text}</${tag}>`;
};
