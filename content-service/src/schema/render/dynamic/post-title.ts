import { escAttr, escUrl } from '../php';
import { attrNumber, attrString, contextId, type DynamicRenderer } from './types';
import { getTheTitle } from './template-tags';
import { blockWrapperAttributes } from './wrapper';

/** render_block_core_post_title(): the title of the context's post, as a heading. */
export const renderPostTitle: DynamicRenderer = ({ block, attrs, context, site }) => {
  const post = site.post(contextId(context, 'postId'));
  if (!post) return '';
  let title = getTheTitle(post);
  if (!title) return '';
  const level = attrNumber(attrs, 'level', 2);
  const tag = level === 0 ? 'p' : `h${level}`;
  if (attrs.isLink) {
    const rel = attrString(attrs, 'rel') ? `rel="${escAttr(attrString(attrs, 'rel'))}"` : '';
    title = `<a href="${escUrl(post.link)}" target="${escAttr(attrString(attrs, 'linkTarget', '_self'))}" ${rel}>${title}</a>`;
  }
  const classes: string[] = [];
  if (attrString(attrs, 'textAlign'))
    classes.push(`has-text-align-${attrString(attrs, 'textAlign')}`);
  return `<${tag} ${blockWrapperAttributes(block, { class: classes.join(' ') })}>${title}</${tag}>`;
};
