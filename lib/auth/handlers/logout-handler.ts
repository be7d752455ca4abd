import type { NextApiRequest, NextApiResponse } from 'next';
import { expiredRefreshCookie } from '../http/refresh-cookie';
import { cameOverHttps, isSameOriginRequest } from '../http/request-facts';
import { sendForbiddenOrigin, sendJson, sendMethodNotAllowed } from '../http/respond';

/**
 * Logout (Faust's `auth/logout`): expires the refresh cookie. POST only, as browsers may prefetch
 * a GET; from this site's pages only, so another site cannot sign an editor out.
 */
export function logoutHandler(req: NextApiRequest, res: NextApiResponse): void {
  if (req.method !== 'POST') return sendMethodNotAllowed(res, 'POST');
  if (!isSameOriginRequest(req)) return sendForbiddenOrigin(res);
  res.setHeader('Set-Cookie', expiredRefreshCookie(cameOverHttps(req)));
  sendJson(res, 200, { loggedOut: true });
}
