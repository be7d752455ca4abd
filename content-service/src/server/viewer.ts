import type { IncomingMessage } from 'node:http';
import type { Viewer } from '../schema/context';

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

/**
 * Who the request acts as. Every request is anonymous until FaustWP access tokens are implemented
 * (a later issue plugs a resolver into `startServer({ resolveViewer })`). Invalid credentials are
 * ignored, never an error, exactly as WordPress does (cases auth_invalid_basic, auth_invalid_bearer).
 */
export const resolveViewer: ViewerResolver = () => null;
