import type { NextApiRequest, NextApiResponse } from 'next';
import type { TokenExchangeResult, TokenGrant } from '../../wordpress/api/token-exchange';
import { expiredRefreshCookie, readRefreshToken, refreshCookie } from '../http/refresh-cookie';
import { clientAddress } from '../../http/client-address';
import { cameOverHttps, isSameOriginRequest } from '../http/request-facts';
import {
  sendForbiddenOrigin,
  sendJson,
  sendMethodNotAllowed,
  sendTooManyRequests,
} from '../http/respond';
import { expiredStateCookie, newState, stateCookie, stateMatches } from '../http/state-cookie';
import { LOGIN_PAGE_PATH, TOKEN_PATH } from '../paths';
import type { RateLimiter } from '../../http/rate-limit';
import { safeRedirectPath } from '../safe-redirect';

export interface TokenHandlerDeps {
  exchange: (grant: TokenGrant) => Promise<TokenExchangeResult>;
  limiter: RateLimiter;
  /** This site's origin (where a redirect may lead; FaustWP's front end). */
  siteOrigin: () => string;
  /** WordPress's address: a cross-site sign-in is started again at its `/generate`. */
  wordpressUrl: () => string;
  now: () => number;
  /** A fresh sign-in state (tests pass a fixed one). */
  newState?: () => string;
}

/** One string parameter from the query or a JSON body (an array or object is no value). */
function param(req: NextApiRequest, name: string): string | undefined {
  const fromQuery = req.query[name];
  if (typeof fromQuery === 'string') return fromQuery;
  const body: unknown = req.body;
  if (typeof body === 'object' && body !== null) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/**
 * FaustWP's `/generate`, asked to come back to this route with `state` and, after the editor has
 * signed in at WordPress (at once when they already are), a fresh code.
 */
export function generateAddress(deps: TokenHandlerDeps, target: string, state: string): string {
  const back = `${deps.siteOrigin()}${TOKEN_PATH}?redirect_uri=${encodeURIComponent(target)}&state=${state}`;
  return `${deps.wordpressUrl()}/generate?redirect_uri=${encodeURIComponent(back)}`;
}

/**
 * The token route (Faust's `auth/token`): exchanges an authorization code (`code`, after login)
 * or the refresh cookie for a new token pair with WordPress. The refresh token goes into an
 * HttpOnly cookie; the browser gets only the access token and its expiry (Unix seconds).
 *
 * With `redirect_uri` it answers a navigation instead: 303 to that address when it is a path on
 * this site, else to `/`, never with the code in it. WordPress's `/generate` sends the editor
 * here by a cross-site navigation, which cannot tell a code WordPress gave this browser from one
 * another site planted in a link (login CSRF). So a navigation (cross-site, or any carrying a
 * code) exchanges a code only with a sign-in state bound to this browser (state-cookie.ts).
 * Without a state the code is dropped and the sign-in starts again at WordPress with a fresh one
 * (one extra round trip: an editor signed in at WordPress comes straight back); with a wrong one
 * the editor goes to the login page, so a broken cookie cannot loop.
 */
export function createTokenHandler(deps: TokenHandlerDeps) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'POST')
      return sendMethodNotAllowed(res, 'GET, POST');
    const redirectParam = param(req, 'redirect_uri');
    const navigation = redirectParam !== undefined;
    const crossSite = !isSameOriginRequest(req);
    // Another site's fetches and forms get nothing; its links get the state check below.
    if (crossSite && !(navigation && req.method === 'GET')) return sendForbiddenOrigin(res);
    const decision = await deps.limiter.check(clientAddress(req));
    if (!decision.allowed) return sendTooManyRequests(res, decision);

    const secure = cameOverHttps(req);
    const target = safeRedirectPath(redirectParam, deps.siteOrigin()) ?? '/';
    const cookies: string[] = [];
    const redirect = (location: string) => {
      if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, location);
    };
    const fail = (status: number, error: string, clearCookie: boolean) => {
      if (clearCookie) cookies.push(expiredRefreshCookie(secure));
      if (navigation)
        return redirect(`${LOGIN_PAGE_PATH}?redirect_uri=${encodeURIComponent(target)}`);
      if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
      sendJson(res, status, { error });
    };

    const code = param(req, 'code');
    // A code in an address may have been planted there, whoever follows it: only a state bound to
    // this browser shows the sign-in started here (the login page posts its code instead).
    if (crossSite || (navigation && code !== undefined)) {
      const state = param(req, 'state');
      if (state === undefined) {
        const fresh = (deps.newState ?? newState)();
        cookies.push(stateCookie(fresh, secure));
        return redirect(generateAddress(deps, target, fresh));
      }
      const bound = stateMatches(req, state);
      cookies.push(expiredStateCookie(secure));
      if (!bound || !code) return fail(403, 'invalid_state', false);
    }
    const refreshToken = code ? null : readRefreshToken(req);

    if (!code && !refreshToken) return fail(401, 'unauthorized', false);
    const result = await deps.exchange(code ? { code } : { refreshToken: refreshToken ?? '' });
    if (result.kind === 'unavailable') {
      console.error('[auth] token exchange failed:', result.reason);
      return fail(502, 'unavailable', false);
    }
    // A refused refresh token is expired or revoked: forget it, so the next visit starts clean.
    if (result.kind === 'rejected') return fail(401, 'unauthorized', true);

    const { tokens } = result;
    cookies.push(
      refreshCookie(tokens.refreshToken, tokens.refreshTokenExpiration, deps.now(), secure),
    );
    if (navigation) return redirect(target);
    res.setHeader('Set-Cookie', cookies);
    sendJson(res, 200, {
      accessToken: tokens.accessToken,
      accessTokenExpiration: tokens.accessTokenExpiration,
    });
  };
}
