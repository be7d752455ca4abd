import type { NextApiRequest, NextApiResponse } from 'next';
import type { AuthorizationCodeResult } from '../../wordpress/api/authorization-code';
import { clientAddress } from '../../http/client-address';
import { isSameOriginRequest } from '../http/request-facts';
import {
  sendForbiddenOrigin,
  sendJson,
  sendMethodNotAllowed,
  sendTooManyRequests,
} from '../http/respond';
import type { RateLimiter } from '../../http/rate-limit';

export interface LoginHandlerDeps {
  generateCode: (
    identifier: string,
    password: string,
    clientAddress: string,
  ) => Promise<AuthorizationCodeResult>;
  limiter: RateLimiter;
}

/** WordPress's own limits: user_login 60, user_email 100 characters; passwords are not capped. */
const MAX_IDENTIFIER = 100;
const MAX_PASSWORD = 4096;

function field(body: unknown, name: string, max: number): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' && value.length <= max ? value : null;
}

/**
 * The login form's call: FaustWP's generateAuthorizationCode on the server, so WordPress's
 * GraphQL is never called from the browser and password guessing is rate-limited per client.
 * Answers the short-lived code, which the browser exchanges at the token route.
 */
export function createLoginHandler(deps: LoginHandlerDeps) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    if (req.method !== 'POST') return sendMethodNotAllowed(res, 'POST');
    if (!isSameOriginRequest(req)) return sendForbiddenOrigin(res);
    const client = clientAddress(req);
    const decision = await deps.limiter.check(client);
    if (!decision.allowed) return sendTooManyRequests(res, decision);

    const identifier = field(req.body, 'identifier', MAX_IDENTIFIER);
    const password = field(req.body, 'password', MAX_PASSWORD);
    if (identifier === null || password === null) {
      return sendJson(res, 400, {
        error: 'invalid_input',
        fields: [
          ...(identifier === null ? ['identifier'] : []),
          ...(password === null ? ['password'] : []),
        ],
      });
    }
    let result: AuthorizationCodeResult;
    try {
      result = await deps.generateCode(identifier, password, client);
    } catch (error) {
      console.error('[auth] generateAuthorizationCode failed:', (error as Error).message);
      return sendJson(res, 502, { error: 'unavailable' });
    }
    if (result.kind === 'rejected') return sendJson(res, 401, { error: 'invalid_credentials' });
    if (result.kind === 'unavailable') return sendJson(res, 404, { error: 'faustwp_missing' });
    sendJson(res, 200, { code: result.code });
  };
}
