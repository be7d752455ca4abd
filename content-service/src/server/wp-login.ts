import type { ServerResponse } from 'node:http';
import type { RequestContext } from '../schema/context';
import { option } from '../schema/model/loaders';
import { homeUrl } from '../schema/model/permalinks';
import { send } from './graphql-handler';
import { escapeHtml } from './site-html';

/*
 * wp-login.php: for now a minimal login form with WordPress's headers and status 200, so that
 * links and redirects to it (wp-admin sends anonymous visitors here) land somewhere. Signing in
 * (POST, cookies, FaustWP's /generate flow) is a later issue; until then the form only shows.
 */

export const LOGIN_PATH = '/wp-login.php';

export function loginPage(ctx: RequestContext): string {
  const site = escapeHtml(String(option(ctx, 'blogname') ?? ''));
  const action = escapeHtml(`${homeUrl(ctx)}${LOGIN_PATH}`);
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
<form name="loginform" id="loginform" action="${action}" method="post">
<p><label for="user_login">Username or Email Address</label>
<input type="text" name="log" id="user_login" autocomplete="username" required="required" /></p>
<p><label for="user_pass">Password</label>
<input type="password" name="pwd" id="user_pass" autocomplete="current-password" required="required" /></p>
<p class="submit"><input type="submit" name="wp-submit" id="wp-submit" value="Log In" /></p>
</form>
</div>
</body>
</html>
`;
}

export function sendLoginPage(res: ServerResponse, ctx: RequestContext): void {
  send(
    res,
    200,
    [
      ['Expires', 'Wed, 11 Jan 1984 05:00:00 GMT'],
      ['Cache-Control', 'no-cache, must-revalidate, max-age=0, no-store, private'],
      ['Content-Type', 'text/html; charset=UTF-8'],
      ['Set-Cookie', 'wordpress_test_cookie=WP%20Cookie%20check; path=/; HttpOnly'],
      ['X-Frame-Options', 'SAMEORIGIN'],
      ['Content-Security-Policy', "frame-ancestors 'self';"],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ],
    loginPage(ctx),
  );
}
