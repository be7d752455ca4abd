import { revokeByRefreshToken } from '../auth/token-families';
import type { RequestContext } from '../schema/context';
import { faustSecret, secretEquals } from './introspection';
import { noRoute, restError, type RestAnswer } from './rest-response';

/*
 * Our revocation route beside FaustWP's authorize route, which FaustWP itself lacks (its tokens
 * are encrypted, not stored, so it cannot end one): POST /wp-json/lavanda/v1/revoke with
 * `{refreshToken}` and the same `x-faustwp-secret` header ends that token's sign-in (its access
 * and refresh tokens). As in RFC 7009, an unknown or already revoked token also answers 200, so
 * the route tells nobody which tokens exist.
 */

export const REVOKE_NAMESPACE = 'lavanda/v1';

export interface RevokeRequest {
  method: string;
  route: string;
  secret: string | undefined;
  params: Record<string, unknown>;
}

export function handleRevokeRest(ctx: RequestContext, request: RevokeRequest): RestAnswer {
  if (request.route !== 'revoke' || request.method !== 'POST') return noRoute();
  if (!secretEquals(request.secret, faustSecret(ctx.db, undefined, ctx.auth))) {
    return restError(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
  }
  const token = request.params.refreshToken;
  if (typeof token !== 'string' || token === '') {
    return restError(400, 'rest_missing_callback_param', 'Missing parameter(s): refreshToken', {
      params: ['refreshToken'],
    });
  }
  revokeByRefreshToken(ctx.db, token);
  return { status: 200, allow: 'POST', body: { revoked: true } };
}
