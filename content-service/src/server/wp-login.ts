import type { ServerResponse } from 'node:http';
import type { RequestContext } from '../schema/context';
import { option } from '../schema/model/loaders';
import { homeUrl } from '../schema/model/permalinks';
import { send } from './graphql-handler';
import type { HeaderList } from './headers';
import { escapeHtml } from './site-html';

/*
 * wp-login.php's form, with WordPress's headers. Signing in (the POST) is editor-login.ts: it
 * shows this form again with WordPress's error, the username kept, and the way back
 * (`redirect_to`) carried in a hidden field. Every value from the request is escaped.
 */

export const LOGIN_PATH = '/wp-login.php';

export interface LoginForm {
  /** Where to go once signed in (wp-login.php's `redirect_to`). */
  redirectTo?: string;
  /** The username sent, shown again after a failure. */
  username?: string;
  /** WordPress's error markup (built by sign-in.ts with its user parts escaped). */
  error?: string;
}

export function loginPage(ctx: RequestContext, form: LoginForm = {}): string {
  const site = escapeHtml(String(option(ctx, 'blogname') ?? ''));
  const action = escapeHtml(`${homeUrl(ctx)}${LOGIN_PATH}`);
  const error = form.error
    ? `<div id="login_error" class="notice notice-error" role="alert"><p>${form.error}</p></div>\n`
    : '';
  const username = escapeHtml(form.username ?? '');
  const redirectTo = escapeHtml(form.redirectTo ?? '');
  return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<title>Log In &lsaquo; ${site} &#8212; WordPress</title>
<meta name='robots' content='noindex, follow' />
<meta name='referrer' content='strict-origin-when-cross-origin' />
</head>
<body class="login">
<h1 class="screen-reader-text">Log In</h1>
<div id="login">
${error}<form name="loginform" id="loginform" action="${action}" method="post">
<p><label for="user_login">Username or Email Address</label>
<input type="text" name="log" id="user_login" value="${username}" autocomplete="username" required="required" /></p>
<p><label for="user_pass">Password</label>
<input type="password" name="pwd" id="user_pass" autocomplete="current-password" required="required" /></p>
<p class="submit"><input type="submit" name="wp-submit" id="wp-submit" value="Log In" />
<input type="hidden" name="redirect_to" value="${redirectTo}" />
<input type="hidden" name="testcookie" value="1" /></p>
</form>
</div>
</body>
</html>
`;
}

/** The headers wp-login.php sends with every answer (before its own cookies and redirect). */
export const LOGIN_HEADERS: HeaderList = [
  ['Expires', 'Wed, 11 Jan 1984 05:00:00 GMT'],
  ['Cache-Control', 'no-cache, must-revalidate, max-age=0, no-store, private'],
  ['Content-Type', 'text/html; charset=UTF-8'],
  ['Set-Cookie', 'wordpress_test_cookie=WP%20Cookie%20check; path=/; HttpOnly'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Content-Security-Policy', "frame-ancestors 'self';"],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

export function sendLoginPage(
  res: ServerResponse,
  ctx: RequestContext,
  form: LoginForm = {},
  status = 200,
): void {
  send(res, status, LOGIN_HEADERS, loginPage(ctx, form));
}
