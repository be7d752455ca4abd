import type { WxrAuthor } from './records';
import type { Sql } from './sql';

/** Role given to imported users: WXR carries no roles, and authors of posts are at least authors. */
export const DEFAULT_ROLE = 'author';

/**
 * Option (in the options file) that assigns roles to imported users by login, e.g.
 * `{"admin": "administrator"}` or `{"admin": ["administrator"]}`.
 */
export const USER_ROLES_OPTION = 'content_service_user_roles';

/** Meta keys an author block owns; they are replaced when the author is imported again. */
const PROFILE_KEYS = ['first_name', 'last_name', 'nickname'] as const;

/**
 * Writes `users`/`usermeta` from `wp:author` blocks and from `dc:creator` logins that have no
 * block (the a11y test data has none at all). Users are matched by login; a new user keeps the
 * file's `wp:author_id` when that id is free.
 */
export class UserWriter {
  private readonly byLogin = new Map<string, number>();
  /** Users written or referenced by this import. */
  readonly touched = new Set<number>();
  metaRows = 0;

  constructor(
    private readonly sql: Sql,
    private readonly roles: Record<string, string[]>,
  ) {}

  writeAuthor(author: WxrAuthor): void {
    if (author.login === '') return;
    const existing = this.find(author.login);
    const columns = {
      user_email: author.email,
      display_name: author.displayName,
    };
    const id = existing ?? this.create(author.login, author.id, columns);
    if (existing !== undefined) {
      for (const [column, value] of Object.entries(columns)) {
        if (value !== undefined)
          this.sql.run(`UPDATE users SET ${column} = ? WHERE ID = ?`, value, id);
      }
    }
    this.writeProfile(id, {
      first_name: author.firstName ?? '',
      last_name: author.lastName ?? '',
      nickname: author.login,
    });
  }

  /** The user id for an item's `dc:creator`, creating a minimal user when the login is new. */
  idForCreator(login: string): number {
    const existing = this.find(login);
    if (existing !== undefined) return existing;
    const id = this.create(login, undefined, { display_name: login });
    this.writeProfile(id, { first_name: '', last_name: '', nickname: login });
    return id;
  }

  private find(login: string): number | undefined {
    let id = this.byLogin.get(login);
    if (id === undefined) {
      id = this.sql.value<number>('SELECT ID FROM users WHERE user_login = ?', login);
      if (id !== undefined) this.byLogin.set(login, id);
    }
    if (id !== undefined) this.touched.add(id);
    return id;
  }

  private create(
    login: string,
    wantedId: number | undefined,
    columns: { user_email?: string; display_name?: string },
  ): number {
    const free =
      wantedId !== undefined &&
      this.sql.value<number>('SELECT 1 FROM users WHERE ID = ?', wantedId) === undefined;
    const id = this.sql.insert('users', {
      ID: free ? wantedId : undefined,
      user_login: login,
      user_nicename: nicename(login),
      user_email: columns.user_email,
      display_name: columns.display_name ?? login,
    });
    this.byLogin.set(login, id);
    this.touched.add(id);
    return id;
  }

  private writeProfile(id: number, profile: Record<(typeof PROFILE_KEYS)[number], string>): void {
    for (const key of PROFILE_KEYS) {
      this.sql.run('DELETE FROM usermeta WHERE user_id = ? AND meta_key = ?', id, key);
      this.addMeta(id, key, profile[key]);
    }
    const login = this.sql.value<string>('SELECT user_login FROM users WHERE ID = ?', id) ?? '';
    const configured = this.roles[login];
    const hasRole =
      this.sql.value<number>(
        "SELECT 1 FROM usermeta WHERE user_id = ? AND meta_key = 'wp_capabilities'",
        id,
      ) !== undefined;
    if (configured !== undefined) {
      this.sql.run("DELETE FROM usermeta WHERE user_id = ? AND meta_key = 'wp_capabilities'", id);
      this.addMeta(id, 'wp_capabilities', capabilities(configured));
    } else if (!hasRole) {
      // A role given earlier (another import, or by hand) is kept.
      this.addMeta(id, 'wp_capabilities', capabilities([DEFAULT_ROLE]));
    }
  }

  private addMeta(id: number, key: string, value: string): void {
    this.sql.insert('usermeta', { user_id: id, meta_key: key, meta_value: value });
    this.metaRows += 1;
  }
}

/** `wp_capabilities` as WordPress stores it: a PHP-serialized array role => true. */
export function capabilities(roles: string[]): string {
  const entries = roles.map((r) => `s:${Buffer.byteLength(r, 'utf8')}:"${r}";b:1;`);
  return `a:${roles.length}:{${entries.join('')}}`;
}

/**
 * `user_nicename` (the author slug in `/author/{slug}/`) the way `sanitize_title()` derives it from
 * the login: lower case, dots and spaces to dashes, other punctuation dropped, non-ASCII
 * percent-encoded.
 */
export function nicename(login: string): string {
  const slug = Array.from(login.slice(0, 50).toLowerCase())
    .map((ch) => (ch.charCodeAt(0) > 0x7f ? percentEncode(ch) : ch))
    .join('')
    .replace(/[.\s]+/g, '-')
    .replace(/[^a-z0-9%_-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return slug === '' ? login : slug;
}

function percentEncode(ch: string): string {
  return Array.from(Buffer.from(ch, 'utf8'))
    .map((b) => `%${b.toString(16).padStart(2, '0')}`)
    .join('');
}

/** Reads the role map of the options file: login → role or roles. */
export function rolesFromOptions(
  options: Record<string, unknown> | undefined,
): Record<string, string[]> {
  const value = options?.[USER_ROLES_OPTION];
  const roles: Record<string, string[]> = {};
  if (typeof value !== 'object' || value === null) return roles;
  for (const [login, role] of Object.entries(value)) {
    if (typeof role === 'string') roles[login] = [role];
    else if (Array.isArray(role))
      roles[login] = role.filter((r): r is string => typeof r === 'string');
  }
  return roles;
}
