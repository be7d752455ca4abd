import { capabilities, nicename } from '../import/users';
import { mysqlDateTime } from '../schema/model/dates';
import type { Store } from '../store/open-store';
import { accountByEmail, accountByLogin } from './accounts';
import { hashPassword } from './passwords';
import { ROLES } from './role-capabilities';

/*
 * Creating users and setting passwords (the content:user CLI). Input is checked the way
 * WordPress checks it (sanitize_user's strict characters, is_email's shape) so that a user made
 * here could also exist in WordPress; every refusal says what to change.
 */

export class UserInputError extends Error {}

export interface NewUser {
  login: string;
  email: string;
  role: string;
  password: string;
}

const LOGIN = /^[A-Za-z0-9 _.@-]{1,60}$/;
/** is_email(): one @, a local part of allowed characters, a dotted domain of letters/digits/-. */
const EMAIL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

function checkPassword(password: string): void {
  if (password === '') throw new UserInputError('the password is empty');
}

export async function addUser(db: Store, user: NewUser): Promise<number> {
  const login = user.login.trim();
  if (!LOGIN.test(login)) {
    throw new UserInputError(
      `invalid username "${user.login}": use 1 to 60 letters, digits, spaces and _ . @ -`,
    );
  }
  if (!EMAIL.test(user.email) || user.email.length > 100) {
    throw new UserInputError(`invalid e-mail address "${user.email}"`);
  }
  if (!ROLES.includes(user.role)) {
    throw new UserInputError(`unknown role "${user.role}": expected one of ${ROLES.join(', ')}`);
  }
  checkPassword(user.password);
  if (accountByLogin(db, login)) throw new UserInputError(`the user "${login}" already exists`);
  if (accountByEmail(db, user.email)) {
    throw new UserInputError(`another user already has the e-mail address "${user.email}"`);
  }
  const hash = await hashPassword(user.password);
  return db.transaction(() => {
    const id = Number(
      db
        .prepare(
          `INSERT INTO users (user_login, user_pass, user_nicename, user_email, user_registered, display_name)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(login, hash, nicename(login), user.email, mysqlDateTime(new Date()), login)
        .lastInsertRowid,
    );
    const meta = db.prepare(
      'INSERT INTO usermeta (user_id, meta_key, meta_value) VALUES (?, ?, ?)',
    );
    meta.run(id, 'nickname', login);
    meta.run(id, 'first_name', '');
    meta.run(id, 'last_name', '');
    meta.run(id, 'wp_capabilities', capabilities([user.role]));
    return id;
  })();
}

/**
 * Gives an existing user (an exported one too) a password. Their codes, tokens and sessions end
 * with the old password, as WordPress ends a user's sessions when the password changes.
 */
export async function setPassword(db: Store, login: string, password: string): Promise<void> {
  checkPassword(password);
  const account = accountByLogin(db, login);
  if (!account) throw new UserInputError(`no user "${login}"`);
  const hash = await hashPassword(password);
  db.transaction(() => {
    db.prepare('UPDATE users SET user_pass = ? WHERE ID = ?').run(hash, account.id);
    db.prepare('DELETE FROM auth_tokens WHERE user_id = ?').run(account.id);
  })();
}
