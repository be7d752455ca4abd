import { escAttr } from '../php';
import { attrString, contextId, type DynamicRenderer } from './types';
import { optionFlag } from './template-tags';
import { blockWrapperAttributes } from './wrapper';

/*
 * render_block_core_post_comments_form(): comment_form() for an anonymous visitor, its
 * `comment-respond` wrapper given the block's classes. Nothing when comments are closed or
 * the post is password protected. The signed-in variant ("Logged in as…", with nonces) and
 * the registration-required notice are not ported.
 */
export const renderPostCommentsForm: DynamicRenderer = ({ block, attrs, context, site }) => {
  const post = site.post(contextId(context, 'postId'));
  if (!post || post.password !== '' || post.commentStatus !== 'open') return '';
  const classes = ['comment-respond'];
  if (attrString(attrs, 'textAlign'))
    classes.push(`has-text-align-${attrString(attrs, 'textAlign')}`);
  const wrapper = blockWrapperAttributes(block, { class: classes.join(' ') });
  const required = optionFlag(site, 'require_name_email', true);
  const star = required ? ' <span class="required">*</span>' : '';
  const req = required ? ' required' : '';
  const notes = required
    ? '<p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> <span class="required-field-message">Required fields are marked <span class="required">*</span></span></p>'
    : '<p class="comment-notes"><span id="email-notes">Your email address will not be published.</span></p>';
  const cookies = optionFlag(site, 'show_comments_cookies_opt_in', true)
    ? '\n<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes" /> <label for="wp-comment-cookies-consent">Save my name, email, and website in this browser for the next time I comment.</label></p>'
    : '';
  const cancel = `${site.requestUri}#respond`;
  return (
    `\t<div id="respond" ${wrapper}>\n` +
    `\t\t<h3 id="reply-title" class="comment-reply-title">Leave a Reply <small><a rel="nofollow" id="cancel-comment-reply-link" href="${escAttr(cancel)}" style="display:none;">Cancel reply</a></small></h3>` +
    `<form action="${site.siteUrl}/wp-comments-post.php" method="post" id="commentform" class="comment-form">` +
    notes +
    `<p class="comment-form-comment"><label for="comment">Comment <span class="required">*</span></label> <textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p>` +
    `<p class="comment-form-author"><label for="author">Name${star}</label> <input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name"${req} /></p>\n` +
    `<p class="comment-form-email"><label for="email">Email${star}</label> <input id="email" name="email" type="email" value="" size="30" maxlength="100" aria-describedby="email-notes" autocomplete="email"${req} /></p>\n` +
    '<p class="comment-form-url"><label for="url">Website</label> <input id="url" name="url" type="url" value="" size="30" maxlength="200" autocomplete="url" /></p>' +
    cookies +
    '\n<p class="form-submit wp-block-button"><input name="submit" type="submit" id="submit" class="wp-block-button__link wp-element-button" value="Post Comment" /> ' +
    `<input type='hidden' name='comment_post_ID' value='${post.id}' id='comment_post_ID' />\n` +
    "<input type='hidden' name='comment_parent' id='comment_parent' value='0' />\n" +
    '</p></form>\t</div><!-- #respond -->\n\t'
  );
};
