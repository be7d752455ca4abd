import { createHash, randomBytes } from 'node:crypto';
import type { Store } from '../store/open-store';
import { prepared } from '../store/prepared';
import type { AuthClock } from './clock';

/*
 * Credentials are random (64 bytes, base64: the length FaustWP's tokens have), so they cannot be
 * forged or guessed; the store keeps only their SHA-256 with kind, user and expiry. A token is
 * valid for the kind it was issued as and until it expires or is revoked; codes are consumed by
 * their first use (FaustWP lets a code be exchanged again within its minute: a deliberate
 * improvement), refresh tokens by their rotation (token-families.ts).
 */

export type TokenKind = 'code' | 'access' | 'refresh' | 'session';

export interface IssuedToken {
  token: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const TOKEN_BYTES = 64;

export function digest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function issueToken(
  db: Store,
  kind: TokenKind,
  userId: number,
  ttlSeconds: number,
  clock: AuthClock,
  /** The sign-in an access or refresh token belongs to (see token-families.ts). */
  family: string | null = null,
): IssuedToken {
  const now = clock();
  // Expired rows are useless; dropping them here keeps the table the size of live sign-ins.
  prepared(db, 'DELETE FROM auth_tokens WHERE expires_at <= ?').run(now);
  const token = randomBytes(TOKEN_BYTES).toString('base64');
  const expiresAt = now + ttlSeconds * 1000;
  prepared(
    db,
    'INSERT INTO auth_tokens (token_hash, kind, user_id, expires_at, family) VALUES (?, ?, ?, ?, ?)',
  ).run(digest(token), kind, userId, expiresAt, family);
  return { token, expiresAt };
}

/** The user a live token of this kind belongs to, or null (unknown, other kind, expired, spent). */
export function tokenUser(
  db: Store,
  kind: TokenKind,
  token: string,
  clock: AuthClock,
): number | null {
  if (token === '') return null;
  const row = prepared(
    db,
    'SELECT user_id FROM auth_tokens WHERE token_hash = ? AND kind = ? AND expires_at > ? AND spent = 0',
  ).get(digest(token), kind, clock()) as { user_id: number } | undefined;
  return row?.user_id ?? null;
}

/** Like tokenUser, and the token is gone afterwards: a second use finds nothing. */
export function consumeToken(
  db: Store,
  kind: TokenKind,
  token: string,
  clock: AuthClock,
): number | null {
  if (token === '') return null;
  // One statement: two concurrent exchanges of one code cannot both see it.
  const row = prepared(
    db,
    'DELETE FROM auth_tokens WHERE token_hash = ? AND kind = ? RETURNING user_id, expires_at',
  ).get(digest(token), kind) as { user_id: number; expires_at: number } | undefined;
  return row && row.expires_at > clock() ? row.user_id : null;
}

export function revokeToken(db: Store, kind: TokenKind, token: string): void {
  prepared(db, 'DELETE FROM auth_tokens WHERE token_hash = ? AND kind = ?').run(
    digest(token),
    kind,
  );
}
