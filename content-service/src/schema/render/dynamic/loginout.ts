import { escUrl } from '../php';
import { attrBool, type DynamicRenderer } from './types';
import { blockWrapperAttributes } from './wrapper';

/*
 * render_block_core_loginout() for a visitor: a "Log in" link back to the current URL. The
 * current URL is built on the site's own host (the content service may sit behind a proxy,
 * where the Host header is not the site's). Signed-in viewers get the same link: WordPress's
 * "Log out" link carries a nonce only WordPress can issue.
 */
/** PHP's urlencode(). */
const urlencode = (s: string) =>
  encodeURIComponent(s)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

export const renderLoginout: DynamicRenderer = ({ block, attrs, site }) => {
  const origin = /^https?:\/\/[^/]+/.exec(site.siteUrl)?.[0] ?? '';
  const redirect = attrBool(attrs, 'redirectToCurrent', true) ? `${origin}${site.requestUri}` : '';
  const login = `${site.siteUrl}/wp-login.php${redirect ? `?redirect_to=${urlencode(redirect)}` : ''}`;
  const link = `<a rel="nofollow" href="${escUrl(login)}">Log in</a>`;
  return `<div ${blockWrapperAttributes(block, { class: 'logged-out' })}>${link}</div>`;
};
