/** WPGraphQL's global ids: base64 of `type:id` (`post:1241`, `term:32`, `user:1`, `post_type:post`). */
export function toGlobalId(type: string, id: number | string): string {
  return Buffer.from(`${type}:${id}`).toString('base64');
}

export function fromGlobalId(globalId: string): { type: string; id: string } | null {
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  if (i <= 0) return null;
  return { type: decoded.slice(0, i), id: decoded.slice(i + 1) };
}

/** PHP's absint() of a string: the integer its leading digits make (after spaces and a sign). */
export function phpAbsint(value: string): number {
  const m = /^[ \t\n\r\v\f]*[+-]?(\d+)/.exec(value);
  return m ? Number(m[1]) : 0;
}

/**
 * The database id WPGraphQL's root fields read from a global id: absint() of the id part of
 * Relay::fromGlobalId() (what follows the first ':' of the decoded id, or all but its first
 * character when there is none). The type part is not looked at: post(id:) of a "term:1" id reads
 * post 1. 0 when there is no id: the fields then answer "The ID input is invalid".
 */
export function relayDatabaseId(globalId: string): number {
  const decoded = Buffer.from(globalId, 'base64').toString('latin1');
  const i = decoded.indexOf(':');
  return phpAbsint(decoded.slice(i === -1 ? 1 : i + 1));
}

/** Connection cursors: base64 of `arrayconnection:ID` (a name for registered things). */
export function toCursor(id: number | string): string {
  return Buffer.from(`arrayconnection:${id}`).toString('base64');
}

export function fromCursor(cursor: string): number | null {
  const m = /^arrayconnection:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  return m ? Number(m[1]) : null;
}
