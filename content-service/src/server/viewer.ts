import type { IncomingMessage } from 'node:http';
import type { AuthOptions } from '../auth/auth-options';
import { viewerOfAccessToken } from '../auth/faust-tokens';
import type { Viewer } from '../schema/context';
import type { Store } from '../store/open-store';

/** Finds who a request acts as; `null` is anonymous. May be async (token lookups). */
export type ViewerResolver = (req: IncomingMessage) => Viewer | null | Promise<Viewer | null>;

/**
 * The token of an `Authorization` header the way FaustWP reads it: the second space-separated word,
 * whatever the first is (`Bearer`, `bearer`, `Basic` …). A header without a scheme word has no token
 * (the reference's faust_viewer_token_no_scheme_word answers anonymously).
 */
export function authorizationToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const words = header.trim().split(' ');
  const token = words[1];
  return token !== undefined && token !== '' ? token : null;
}

/** Everyone anonymous, whatever they send (tests that need no sign-in). */
export const resolveViewer: ViewerResolver = () => null;

/**
 * Who the request acts as: the user of a live FaustWP access token in `Authorization`. Anything
 * else (no token, a garbage, expired or refresh token, a deleted user) is anonymous, never an
 * error, exactly as WordPress does (cases auth_invalid_bearer, faust_viewer_bearer_expired_access_token,
 * faust_viewer_bearer_refresh_token).
 */
export function accessTokenViewer(db: Store, auth: AuthOptions): ViewerResolver {
  return (req) => {
    const token = authorizationToken(req);
    return token === null ? null : viewerOfAccessToken(db, token, auth);
  };
}
