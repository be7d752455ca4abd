import { GraphQLError } from 'graphql';
import { containsPattern, containsSql } from '../../store/collation';
import type { RequestContext } from '../context';
import { canReadPrivate } from './access';

type Strings = (string | null)[] | null;

/** RootQueryToUserConnectionWhereArgs (WP_User_Query arguments, as WPGraphQL maps them). */
export interface UserWhere {
  hasPublishedPosts?: Strings;
  include?: (string | number | null)[] | null;
  exclude?: (string | number | null)[] | null;
  login?: string | null;
  loginIn?: Strings;
  loginNotIn?: Strings;
  nicename?: string | null;
  nicenameIn?: Strings;
  nicenameNotIn?: Strings;
  role?: string | null;
  roleIn?: Strings;
  roleNotIn?: Strings;
  search?: string | null;
  searchColumns?: Strings;
  orderby?: ({ field?: string | null; order?: string | null } | null)[] | null;
}

const SEARCH_COLUMNS: Record<string, string> = {
  EMAIL: 'u.user_email',
  ID: 'CAST(u.ID AS TEXT)',
  LOGIN: 'u.user_login',
  NICENAME: 'u.user_nicename',
  URL: 'u.user_url',
};

const ORDER_COLUMNS: Record<string, string> = {
  DISPLAY_NAME: 'wp_collate(u.display_name)',
  EMAIL: 'wp_collate(u.user_email)',
  LOGIN: 'wp_collate(u.user_login)',
  NICE_NAME: 'wp_collate(u.user_nicename)',
  REGISTERED: 'u.user_registered',
  URL: 'wp_collate(u.user_url)',
};

const strings = (list: Strings | undefined) => (list ?? []).filter((s): s is string => !!s);

function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

/**
 * WP_User_Query's default search columns for a term: an email address is looked up by email,
 * a number by login and id, an address by URL, anything else by login, URL, email, nicename
 * and display name.
 */
function defaultSearchColumns(search: string): string[] {
  if (search.includes('@')) return ['u.user_email'];
  if (/^\d+$/.test(search)) return ['u.user_login', 'CAST(u.ID AS TEXT)'];
  if (/^https?:\/\//.test(search)) return ['u.user_url'];
  return ['u.user_login', 'u.user_url', 'u.user_email', 'u.user_nicename', 'u.display_name'];
}

/** Ordered ids of the users a connection lists (logins ascending unless told). */
export function listUserIds(ctx: RequestContext, where: UserWhere): number[] {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const published = (types: string[]) => {
    conditions.push(`EXISTS (SELECT 1 FROM posts p WHERE p.post_author = u.ID AND p.post_status = 'publish'
           AND p.post_type IN (${placeholders(types)}))`);
    params.push(...types);
  };
  // Anonymous readers see authors of published posts and pages only (as WPGraphQL);
  // `hasPublishedPosts` narrows to authors with published posts of the given types.
  if (!ctx.viewer) published(['post', 'page']);
  const types = strings(where.hasPublishedPosts).map((t) => t.toLowerCase());
  if (types.length) published(types);

  const roles = [where.role, ...strings(where.roleIn), ...strings(where.roleNotIn)].filter(Boolean);
  if (roles.length && !canReadPrivate(ctx)) {
    throw new GraphQLError('Sorry, you are not allowed to filter users by role.');
  }
  const hasRole = () =>
    `EXISTS (SELECT 1 FROM usermeta m WHERE m.user_id = u.ID AND m.meta_key = 'wp_capabilities'
       AND m.meta_value LIKE ?)`;
  const roleLike = (role: string) => `%"${role.toLowerCase()}"%`;
  if (where.role) {
    conditions.push(hasRole());
    params.push(roleLike(where.role));
  }
  const roleIn = strings(where.roleIn);
  if (roleIn.length) {
    conditions.push(`(${roleIn.map(hasRole).join(' OR ')})`);
    params.push(...roleIn.map(roleLike));
  }
  for (const role of strings(where.roleNotIn)) {
    conditions.push(`NOT ${hasRole()}`);
    params.push(roleLike(role));
  }

  const include = (where.include ?? []).filter((v) => v != null).map(Number);
  for (const [column, operator, list] of [
    ['u.ID', 'IN', include],
    ['u.user_login', 'IN', strings(where.loginIn)],
    ['u.user_login', 'NOT IN', strings(where.loginNotIn)],
    ['u.user_nicename', 'IN', strings(where.nicenameIn)],
    ['u.user_nicename', 'NOT IN', strings(where.nicenameNotIn)],
  ] as const) {
    if (!list.length) continue;
    conditions.push(`${column} ${operator} (${placeholders(list)})`);
    params.push(...list);
  }
  // exclude applies only without include, as in WP_User_Query.
  const exclude = (where.exclude ?? []).filter((v) => v != null).map(Number);
  if (exclude.length && !include.length) {
    conditions.push(`u.ID NOT IN (${placeholders(exclude)})`);
    params.push(...exclude);
  }
  if (where.login != null) {
    conditions.push('u.user_login = ?');
    params.push(where.login);
  }
  if (where.nicename != null) {
    conditions.push('u.user_nicename = ?');
    params.push(where.nicename);
  }
  const search = where.search?.trim();
  if (search) {
    // WPGraphQL wraps the term in wildcards: it matches anywhere in a column.
    const chosen = strings(where.searchColumns)
      .map((c) => SEARCH_COLUMNS[c])
      .filter((c): c is string => !!c);
    const columns = chosen.length ? chosen : defaultSearchColumns(search);
    conditions.push(`(${columns.map((c) => containsSql(c)).join(' OR ')})`);
    params.push(...columns.map(() => containsPattern(search)));
  }

  const order: string[] = [];
  for (const item of where.orderby ?? []) {
    if (!item?.field) continue;
    const direction = item.order === 'DESC' ? 'DESC' : 'ASC';
    if (item.field === 'LOGIN_IN' || item.field === 'NICE_NAME_IN') {
      // login__in / nicename__in order: the list's order.
      const list = item.field === 'LOGIN_IN' ? strings(where.loginIn) : strings(where.nicenameIn);
      const column = item.field === 'LOGIN_IN' ? 'u.user_login' : 'u.user_nicename';
      // Without the list WP_User_Query orders by login, in the direction asked.
      if (!list.length) order.push(`wp_collate(u.user_login) ${direction}`);
      if (!list.length) continue;
      order.push(`CASE ${column} ${list.map(() => 'WHEN ? THEN ?').join(' ')} END ${direction}`);
      list.forEach((value, index) => params.push(value, index));
      continue;
    }
    const column = ORDER_COLUMNS[item.field];
    if (column) order.push(`${column} ${direction}`);
  }
  if (!order.length) order.push('wp_collate(u.user_login) ASC');
  const filter = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return ctx.db
    .prepare(`SELECT u.ID FROM users u ${filter} ORDER BY ${order.join(', ')}, u.ID ASC`)
    .pluck()
    .all(...params) as number[];
}
