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
import { LOGIN_PAGE_PATH } from '../paths';
import type { RateLimiter } from '../../http/rate-limit';
import { safeRedirectPath } from '../safe-redirect';

export interface TokenHandlerDeps {
  exchange: (grant: TokenGrant) => Promise<TokenExchangeResult>;
  limiter: RateLimiter;
  /** This site's origin (where a redirect may lead). */
  siteOrigin: () => string;
  now: () => number;
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
 * The token route (Faust's `auth/token`): exchanges an authorization code (`code`, after login)
 * or the refresh cookie for a new token pair with WordPress. The refresh token goes into an
 * HttpOnly cookie; the browser gets only the access token and its expiry (Unix seconds).
 *
 * With `redirect_uri` it answers a navigation instead (WordPress's `/generate` sends the editor
 * here with a code): 303 to that address when it is a path on this site, else to `/`.
 */
export function createTokenHandler(deps: TokenHandlerDeps) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'POST')
      return sendMethodNotAllowed(res, 'GET, POST');
    // Another site must not be able to plant its own editor's session in this browser.
    if (!isSameOriginRequest(req)) return sendForbiddenOrigin(res);
    const decision = deps.limiter.check(clientAddress(req));
    if (!decision.allowed) return sendTooManyRequests(res, decision);

    const secure = cameOverHttps(req);
    const code = param(req, 'code');
    const redirectParam = param(req, 'redirect_uri');
    const navigation = redirectParam !== undefined;
    const target = safeRedirectPath(redirectParam, deps.siteOrigin()) ?? '/';
    const refreshToken = code ? null : readRefreshToken(req);
    const fail = (status: number, error: string, clearCookie: boolean) => {
      if (clearCookie) res.setHeader('Set-Cookie', expiredRefreshCookie(secure));
      if (!navigation) return sendJson(res, status, { error });
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, `${LOGIN_PAGE_PATH}?redirect_uri=${encodeURIComponent(target)}`);
    };

    if (!code && !refreshToken) return fail(401, 'unauthorized', false);
    const result = await deps.exchange(code ? { code } : { refreshToken: refreshToken ?? '' });
    if (result.kind === 'unavailable') {
      console.error('[auth] token exchange failed:', result.reason);
      return fail(502, 'unavailable', false);
    }
    // A refused refresh token is expired or revoked: forget it, so the next visit starts clean.
    if (result.kind === 'rejected') return fail(401, 'unauthorized', true);

    const { tokens } = result;
    res.setHeader(
      'Set-Cookie',
      refreshCookie(tokens.refreshToken, tokens.refreshTokenExpiration, deps.now(), secure),
    );
    if (navigation) {
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, target);
      return;
    }
    sendJson(res, 200, {
      accessToken: tokens.accessToken,
      accessTokenExpiration: tokens.accessTokenExpiration,
    });
  };
}
