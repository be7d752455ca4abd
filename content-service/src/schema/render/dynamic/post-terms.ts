import { escHtml, escUrl } from '../php';
import { attrString, contextId, type DynamicRenderer } from './types';
import { blockWrapperAttributes } from './wrapper';

/** render_block_core_post_terms(): get_the_term_list() of one taxonomy for the context post. */
export const renderPostTerms: DynamicRenderer = ({ block, attrs, context, site }) => {
  const taxonomy = attrString(attrs, 'term');
  const postId = contextId(context, 'postId');
  if (!postId || !taxonomy) return '';
  const terms = site.postTerms(postId, taxonomy);
  if (terms.length === 0) return '';
  const classes = [`taxonomy-${taxonomy}`];
  if (attrString(attrs, 'textAlign'))
    classes.push(`has-text-align-${attrString(attrs, 'textAlign')}`);
  const separator = attrs.separator === undefined ? ', ' : attrString(attrs, 'separator') || ' ';
  let prefix = `<div ${blockWrapperAttributes(block, { class: classes.join(' ') })}>`;
  if (attrString(attrs, 'prefix'))
    prefix += `<span class="wp-block-post-terms__prefix">${attrString(attrs, 'prefix')}</span>`;
  let suffix = '</div>';
  if (attrString(attrs, 'suffix'))
    suffix = `<span class="wp-block-post-terms__suffix">${attrString(attrs, 'suffix')}</span>${suffix}`;
  const links = terms.map((t) => `<a href="${escUrl(t.link)}" rel="tag">${t.name}</a>`);
  return (
    prefix +
    links.join(`<span class="wp-block-post-terms__separator">${escHtml(separator)}</span>`) +
    suffix
  );
};
