import type { NextApiRequest, NextApiResponse } from 'next';
import type { RevocationResult } from '../../wordpress/api/token-revocation';
import { expiredRefreshCookie, readRefreshToken } from '../http/refresh-cookie';
import { cameOverHttps, isSameOriginRequest } from '../http/request-facts';
import { sendForbiddenOrigin, sendJson, sendMethodNotAllowed } from '../http/respond';

export interface LogoutHandlerDeps {
  revoke: (refreshToken: string) => Promise<RevocationResult>;
}

/**
 * Logout (Faust's `auth/logout`): revokes the session's refresh token at the backend (the content
 * service ends its whole sign-in; FaustWP cannot, and its 404 is expected), then expires the
 * cookie whatever the backend said: the browser is signed out either way. POST only, as browsers
 * may prefetch a GET; from this site's pages only, so another site cannot sign an editor out.
 */
export function createLogoutHandler(deps: LogoutHandlerDeps) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    if (req.method !== 'POST') return sendMethodNotAllowed(res, 'POST');
    if (!isSameOriginRequest(req)) return sendForbiddenOrigin(res);
    const refreshToken = readRefreshToken(req);
    if (refreshToken !== null) {
      const result = await deps.revoke(refreshToken);
      if (result.kind === 'unavailable') {
        // The token lives on until it expires; worth a line in the log, not a failed logout.
        console.error('[auth] refresh token not revoked:', result.reason);
      }
    }
    res.setHeader('Set-Cookie', expiredRefreshCookie(cameOverHttps(req)));
    sendJson(res, 200, { loggedOut: true });
  };
}
