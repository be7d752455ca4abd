import { attrNumber, contextId, type DynamicRenderer } from './types';
import { commentEmail, getAvatar } from './template-tags';
import { blockWrapperAttributes } from './wrapper';

/*
 * render_block_core_avatar(): the avatar of the context's comment author, or of a user (the
 * userId attribute, else the context post's author). Border radius and width go on the image.
 */

function borderStyle(attrs: Readonly<Record<string, unknown>>): string {
  const border = (attrs.style as { border?: Record<string, unknown> } | undefined)?.border;
  if (!border) return '';
  let css = '';
  if (typeof border.radius === 'string') css += `border-radius:${border.radius};`;
  if (typeof border.width === 'string') css += `border-width:${border.width};`;
  if (typeof border.style === 'string') css += `border-style:${border.style};`;
  if (typeof border.color === 'string') css += `border-color:${border.color};`;
  return css;
}

export const renderAvatar: DynamicRenderer = ({ block, attrs, context, site }) => {
  const size = attrNumber(attrs, 'size', 96);
  const style = borderStyle(attrs);
  const extraAttr = style ? ` style="${style}"` : '';
  const options = { className: 'wp-block-avatar__image', extraAttr };
  let image = '';
  const commentId = contextId(context, 'commentId');
  if (commentId) {
    const comment = site.comment(commentId);
    if (!comment) return '';
    image = getAvatar(site, commentEmail(site, comment), size, {
      ...options,
      alt: `${comment.author} Avatar`,
    });
  } else {
    const userId =
      attrs.userId !== undefined
        ? attrNumber(attrs, 'userId', 0)
        : (site.post(contextId(context, 'postId'))?.authorId ?? 0);
    const user = userId ? site.user(userId) : null;
    if (!user) return '';
    image = getAvatar(site, user.email, size, { ...options, alt: `${user.displayName} Avatar` });
  }
  return `<div ${blockWrapperAttributes(block)}>${image}</div>`;
};
