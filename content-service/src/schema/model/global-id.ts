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

/** Connection cursors: base64 of `arrayconnection:ID` (a name for registered things). */
export function toCursor(id: number | string): string {
  return Buffer.from(`arrayconnection:${id}`).toString('base64');
}

export function fromCursor(cursor: string): number | null {
  const m = /^arrayconnection:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  return m ? Number(m[1]) : null;
}
