import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthOptions } from '../auth/auth-options';
import { issueAuthorizationCode } from '../auth/faust-tokens';
import { sessionUser, startSession } from '../auth/login-session';
import { signIn } from '../auth/sign-in';
import { createContext, type RequestContext } from '../schema/context';
import { siteUrl } from '../schema/model/permalinks';
import type { Store } from '../store/open-store';
import { clientAddress } from './client-address';
import { isAdminPath } from './frontend-redirects';
import { send } from './graphql-handler';
import { readBody } from './http-body';
import { configuredLocation, sendableLocation } from './location-header';
import { adminUrl, safeRedirectTarget } from './safe-redirect';
import { escapeHtml } from './site-html';
import { LOGIN_HEADERS, LOGIN_PATH, sendLoginPage } from './wp-login';

/*
 * The browser side of FaustWP's sign-in: wp-login.php's POST starts a session, and FaustWP's
 * /generate?redirect_uri= sends a signed-in editor back to the front end with a fresh code
 * (anonymous editors are sent to wp-login.php first, and come back here once signed in).
 * Answers false when the request is not one of these.
 */

export interface EditorLoginOptions {
  db: Store;
  auth: AuthOptions;
  maxBodyBytes: number;
}

/** `location` comes from location-header.ts, checked before anything was issued for it. */
const REDIRECT_HEADERS = (location: string): [string, string][] => [
  ['X-Redirect-By', 'WordPress'],
  ['Location', location],
  ['Content-type', 'text/html; charset=UTF-8'],
];

const INVALID_REDIRECT_TO =
  '<strong>Error:</strong> The address to go back to after signing in is not valid.';

export async function handleEditorLogin(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  search: URLSearchParams,
  options: EditorLoginOptions,
): Promise<boolean> {
  const ctx = createContext(options.db, null, { requestUri: req.url ?? '/', auth: options.auth });
  const isGet = req.method === 'GET' || req.method === 'HEAD';
  if (pathname === LOGIN_PATH && req.method === 'POST') {
    await signInFromForm(req, res, ctx, options);
    return true;
  }
  const redirectUri = search.get('redirect_uri');
  if ((pathname === '/generate' || pathname === '/generate/') && isGet && redirectUri !== null) {
    // Refused before anything is issued (for anonymous visitors too: no detour through the
    // login form): no Location header can carry such an address.
    const location = sendableLocation(redirectUri);
    if (location === null) {
      send(res, 400, [['Content-Type', 'text/plain; charset=UTF-8']], 'Invalid redirect_uri.');
      return true;
    }
    generate(req, res, ctx, { redirectUri, location }, options);
    return true;
  }
  if (isAdminPath(pathname) && isGet) {
    const userId = sessionUser(options.db, req, siteUrl(ctx), options.auth);
    if (userId === null) return false;
    // No dashboard here: a signed-in editor previews from the front end.
    send(res, 200, LOGIN_HEADERS.slice(0, 3), signedInPage(ctx));
    return true;
  }
  return false;
}

/**
 * Login CSRF: a browser always sends Origin with a cross-site form POST; one from another
 * host is refused. (Clients without Origin, like the reference's recorded request, pass.)
 */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined || origin === 'null') return origin === undefined;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

async function signInFromForm(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: RequestContext,
  options: EditorLoginOptions,
): Promise<void> {
  const read = await readBody(req, options.maxBodyBytes);
  if (!read.ok) {
    send(res, 413, [['Content-Type', 'text/plain; charset=UTF-8']], 'Request too large.', true);
    return;
  }
  const form = new URLSearchParams(read.body.toString('utf8'));
  const username = form.get('log') ?? '';
  const redirectTo = form.get('redirect_to') ?? '';
  if (!sameOrigin(req)) {
    const error = '<strong>Error:</strong> This form was sent from another site.';
    sendLoginPage(res, ctx, { username, redirectTo, error }, 403);
    return;
  }
  // Checked before the password: no session is started for an answer that cannot be sent. The
  // form comes back without the address, so the next try lands on wp-admin.
  if (sendableLocation(redirectTo) === null) {
    sendLoginPage(res, ctx, { username, error: INVALID_REDIRECT_TO }, 400);
    return;
  }
  const target = configuredLocation(
    safeRedirectTarget(ctx, redirectTo === '' ? adminUrl(ctx) : redirectTo),
  );
  const site = siteUrl(ctx);
  const credentials = { username, password: form.get('pwd') };
  const result = await signIn(ctx.db, credentials, {
    siteUrl: site,
    clock: options.auth.clock,
    clientAddress: clientAddress(req, ctx.db, options.auth),
  });
  if (!result.ok) {
    sendLoginPage(res, ctx, { username, redirectTo, error: result.error });
    return;
  }
  const cookie = startSession(ctx.db, result.account.id, site, options.auth);
  send(
    res,
    302,
    [
      ...LOGIN_HEADERS,
      ['Set-Cookie', cookie],
      ['X-Redirect-By', 'WordPress'],
      ['Location', target],
    ],
    '',
  );
}

interface GenerateTarget {
  /** As the request gave it (decoded). */
  redirectUri: string;
  /** The same, as the Location that carries the code (location-header.ts). */
  location: string;
}

function generate(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: RequestContext,
  { redirectUri, location }: GenerateTarget,
  options: EditorLoginOptions,
): void {
  const site = siteUrl(ctx);
  const userId = sessionUser(options.db, req, site, options.auth);
  if (userId === null) {
    const back = `/generate/?redirect_uri=${encodeURIComponent(redirectUri)}`;
    const login = `${site}${LOGIN_PATH}?redirect_to=${encodeURIComponent(back)}`;
    send(res, 302, REDIRECT_HEADERS(configuredLocation(login)), '');
    return;
  }
  // A code only ever goes to the front end (or this site): never to a host FaustWP does not allow.
  const target = safeRedirectTarget(ctx, redirectUri);
  if (target !== redirectUri) {
    send(res, 302, REDIRECT_HEADERS(configuredLocation(adminUrl(ctx))), '');
    return;
  }
  const code = issueAuthorizationCode(ctx.db, userId, options.auth);
  const separator = location.includes('?') ? '&' : '?';
  send(res, 302, REDIRECT_HEADERS(`${location}${separator}code=${encodeURIComponent(code)}`), '');
}

function signedInPage(ctx: RequestContext): string {
  const site = escapeHtml(siteUrl(ctx));
  return `<!DOCTYPE html>
<html lang="en-US">
<head><meta charset="UTF-8" /><title>Signed in</title><meta name='robots' content='noindex, follow' /></head>
<body><p>You are signed in to ${site}. Previews open from the site's editor links.</p></body>
</html>
`;
}
