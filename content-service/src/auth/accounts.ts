import type { Viewer } from '../schema/context';
import { maybeUnserialize } from '../schema/model/php-value';
import type { Store } from '../store/open-store';
import { prepared } from '../store/prepared';

/*
 * The users an editor signs in as: the `users` table WordPress's export fills, read by login or
 * e-mail as wp_authenticate does, with roles from `wp_capabilities` (PHP-serialized role => true).
 */

export interface Account {
  id: number;
  login: string;
  email: string;
  passwordHash: string;
}

interface AccountRow {
  ID: number;
  user_login: string;
  user_email: string;
  user_pass: string;
}

function toAccount(row: AccountRow | undefined): Account | null {
  return row
    ? { id: row.ID, login: row.user_login, email: row.user_email, passwordHash: row.user_pass }
    : null;
}

const COLUMNS = 'ID, user_login, user_email, user_pass';

export function accountByLogin(db: Store, login: string): Account | null {
  return toAccount(
    prepared(db, `SELECT ${COLUMNS} FROM users WHERE user_login = ?`).get(login) as AccountRow,
  );
}

/** WordPress compares e-mail addresses case-insensitively (MySQL collation). */
export function accountByEmail(db: Store, email: string): Account | null {
  return toAccount(
    prepared(db, `SELECT ${COLUMNS} FROM users WHERE lower(user_email) = lower(?) LIMIT 1`).get(
      email,
    ) as AccountRow,
  );
}

export function accountRoles(db: Store, userId: number): string[] {
  const raw = prepared(
    db,
    "SELECT meta_value FROM usermeta WHERE user_id = ? AND meta_key = 'wp_capabilities' LIMIT 1",
  )
    .pluck()
    .get(userId) as string | null | undefined;
  const caps = maybeUnserialize(raw);
  if (!caps || typeof caps !== 'object') return [];
  return Object.entries(caps as Record<string, unknown>)
    .filter(([, granted]) => granted === true || granted === 1 || granted === '1')
    .map(([role]) => role);
}

/** Who a request acts as once a credential names `userId`; null when the user is gone. */
export function viewerOf(db: Store, userId: number): Viewer | null {
  const login = prepared(db, 'SELECT user_login FROM users WHERE ID = ?').pluck().get(userId) as
    string | undefined;
  return login === undefined ? null : { id: userId, login, roles: accountRoles(db, userId) };
}
