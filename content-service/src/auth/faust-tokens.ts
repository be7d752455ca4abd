import type { Viewer } from '../schema/context';
import type { Store } from '../store/open-store';
import { viewerOf } from './accounts';
import type { AuthOptions } from './auth-options';
import { newFamily, spendRefreshToken } from './token-families';
import { consumeToken, issueToken, tokenUser } from './token-store';

/*
 * FaustWP's credentials: generateAuthorizationCode gives a short-lived code, /authorize turns a
 * code or a refresh token into an access token (sent as `Authorization: Bearer`) and a new
 * refresh token. Unlike the plugin's, a refresh token works once and can be revoked (logout);
 * a reused one ends its whole sign-in (token-families.ts).
 */

/** /faustwp/v1/authorize's answer; expirations are Unix times in seconds. */
export interface TokenPair {
  accessToken: string;
  accessTokenExpiration: number;
  refreshToken: string;
  refreshTokenExpiration: number;
}

export function issueAuthorizationCode(db: Store, userId: number, auth: AuthOptions): string {
  return issueToken(db, 'code', userId, auth.lifetimes.code, auth.clock).token;
}

function issuePair(db: Store, userId: number, family: string, auth: AuthOptions): TokenPair {
  const { lifetimes, clock } = auth;
  const access = issueToken(db, 'access', userId, lifetimes.access, clock, family);
  const refresh = issueToken(db, 'refresh', userId, lifetimes.refresh, clock, family);
  return {
    accessToken: access.token,
    accessTokenExpiration: Math.floor(access.expiresAt / 1000),
    refreshToken: refresh.token,
    refreshTokenExpiration: Math.floor(refresh.expiresAt / 1000),
  };
}

/** A code works once: the exchange consumes it (an unknown, used or expired code gives null). */
export function exchangeCode(db: Store, code: string, auth: AuthOptions): TokenPair | null {
  const userId = consumeToken(db, 'code', code, auth.clock);
  return userId === null || viewerOf(db, userId) === null
    ? null
    : issuePair(db, userId, newFamily(), auth);
}

/** Rotation: the old refresh token is spent, the new pair stays in its family. */
export function exchangeRefreshToken(
  db: Store,
  refreshToken: string,
  auth: AuthOptions,
): TokenPair | null {
  const spent = spendRefreshToken(db, refreshToken, auth.clock);
  if (spent.kind === 'refused' || viewerOf(db, spent.userId) === null) return null;
  return issuePair(db, spent.userId, spent.family, auth);
}

/** The user a live access token signs in; null for anything else (FaustWP: anonymous). */
export function viewerOfAccessToken(db: Store, token: string, auth: AuthOptions): Viewer | null {
  const userId = tokenUser(db, 'access', token, auth.clock);
  return userId === null ? null : viewerOf(db, userId);
}
