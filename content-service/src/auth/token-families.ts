import { randomUUID } from 'node:crypto';
import type { Store } from '../store/open-store';
import { prepared } from '../store/prepared';
import type { AuthClock } from './clock';
import { digest } from './token-store';

/*
 * A family is one sign-in: the token pair a code gave and every pair its refresh tokens rotated
 * into. FaustWP's refresh tokens live 14 days whatever happens (they are encrypted, not stored);
 * here a refresh token works once, and the family ends together:
 * - rotation marks the old refresh token spent (kept until it would have expired);
 * - presenting a spent one again means two parties hold it (OAuth 2.0 Security BCP 4.14.2), so
 *   the whole family is revoked: the thief's and the editor's tokens alike;
 * - logout revokes the family of the refresh token it is given.
 */

export function newFamily(): string {
  return randomUUID();
}

export type SpendResult =
  | { kind: 'rotated'; userId: number; family: string }
  /** Unknown, expired, or reused (its family is revoked by then). */
  | { kind: 'refused' };

/** Spends a refresh token: its user and family once; a second use revokes the family. */
export function spendRefreshToken(db: Store, token: string, clock: AuthClock): SpendResult {
  if (token === '') return { kind: 'refused' };
  return db.transaction((): SpendResult => {
    const row = prepared(
      db,
      "SELECT user_id, family, spent, expires_at FROM auth_tokens WHERE token_hash = ? AND kind = 'refresh'",
    ).get(digest(token)) as
      { user_id: number; family: string | null; spent: number; expires_at: number } | undefined;
    if (!row || row.expires_at <= clock()) return { kind: 'refused' };
    // Tokens issued before families existed start one now, so they still rotate.
    const family = row.family ?? newFamily();
    if (row.spent !== 0) {
      revokeFamily(db, family);
      return { kind: 'refused' };
    }
    prepared(db, 'UPDATE auth_tokens SET spent = 1, family = ? WHERE token_hash = ?').run(
      family,
      digest(token),
    );
    return { kind: 'rotated', userId: row.user_id, family };
  })();
}

/** Ends a sign-in: every access and refresh token of the family, spent ones included. */
export function revokeFamily(db: Store, family: string): void {
  prepared(db, 'DELETE FROM auth_tokens WHERE family = ?').run(family);
}

/**
 * Logout: revokes the family of a refresh token, live or spent (a stale cookie still names its
 * sign-in). Unknown tokens change nothing. Whether anything was revoked is not told to callers.
 */
export function revokeByRefreshToken(db: Store, token: string): void {
  const row = prepared(
    db,
    "SELECT family FROM auth_tokens WHERE token_hash = ? AND kind = 'refresh'",
  ).get(digest(token)) as { family: string | null } | undefined;
  if (!row) return;
  if (row.family === null) {
    prepared(db, "DELETE FROM auth_tokens WHERE token_hash = ? AND kind = 'refresh'").run(
      digest(token),
    );
    return;
  }
  revokeFamily(db, row.family);
}
