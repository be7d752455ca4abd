import { getTheExcerpt } from '../content';
import { escUrl } from '../php';
import { wpTrimWords } from '../text';
import { attrNumber, attrString, contextId, type DynamicRenderer } from './types';
import { blockWrapperAttributes } from './wrapper';

/*
 * render_block_core_post_excerpt(): get_the_excerpt() of the context's post, trimmed again to
 * excerptLength words, with an optional "more" link.
 */
export const renderPostExcerpt: DynamicRenderer = ({ block, attrs, context, ctx, site }) => {
  const post = site.post(contextId(context, 'postId'));
  if (!post) return '';
  let excerpt =
    post.password !== ''
      ? 'There is no excerpt because this is a protected post.'
      : getTheExcerpt(post.excerpt, post.content, {
          postId: post.id,
          postType: post.type,
          hooks: ctx.hooks,
          state: ctx.state,
          shortcodeTags: ctx.shortcodeTags,
        });
  excerpt = wpTrimWords(excerpt, attrNumber(attrs, 'excerptLength', 55));
  const moreText = attrString(attrs, 'moreText');
  const more = moreText
    ? `<a class="wp-block-post-excerpt__more-link" href="${escUrl(post.link)}">${moreText}</a>`
    : '';
  const classes: string[] = [];
  if (attrString(attrs, 'textAlign'))
    classes.push(`has-text-align-${attrString(attrs, 'textAlign')}`);
  let content = `<p class="wp-block-post-excerpt__excerpt">${excerpt}`;
  const newLine = attrs.showMoreOnNewLine === undefined || Boolean(attrs.showMoreOnNewLine);
  content +=
    newLine && more
      ? `</p><p class="wp-block-post-excerpt__more-text">${more}</p>`
      : ` ${more}</p>`;
  return `<div ${blockWrapperAttributes(block, { class: classes.join(' ') })}>${content}</div>`;
};
