import { escAttr, escUrl } from '../php';
import { attrBool, attrNumber, attrString, contextId, type DynamicRenderer } from './types';
import { getAvatar } from './template-tags';
import { blockWrapperAttributes } from './wrapper';

/** render_block_core_post_author(): avatar, byline, name and bio of the post's author. */
export const renderPostAuthor: DynamicRenderer = ({ block, attrs, context, site }) => {
  const post = site.post(contextId(context, 'postId'));
  const user = post ? site.user(post.authorId) : null;
  if (!user) return '';
  const avatarSize = attrNumber(attrs, 'avatarSize', 48);
  const avatar = avatarSize ? getAvatar(site, user.email, avatarSize, {}) : '';
  let name = user.displayName;
  if (attrBool(attrs, 'isLink', false) && attrString(attrs, 'linkTarget', '_self')) {
    name = `<a href="${escUrl(user.link)}" target="${escAttr(attrString(attrs, 'linkTarget', '_self'))}" class="wp-block-post-author__link">${name}</a>`;
  }
  const byline = attrString(attrs, 'byline');
  const classes: string[] = [];
  if (attrString(attrs, 'textAlign'))
    classes.push(`has-text-align-${attrString(attrs, 'textAlign')}`);
  return (
    `<div ${blockWrapperAttributes(block, { class: classes.join(' ') })}>` +
    (attrBool(attrs, 'showAvatar', true)
      ? `<div class="wp-block-post-author__avatar">${avatar}</div>`
      : '') +
    '<div class="wp-block-post-author__content">' +
    (byline ? `<p class="wp-block-post-author__byline">${byline}</p>` : '') +
    `<p class="wp-block-post-author__name">${name}</p>` +
    (attrBool(attrs, 'showBio', false)
      ? `<p class="wp-block-post-author__bio">${user.description}</p>`
      : '') +
    '</div></div>'
  );
};
