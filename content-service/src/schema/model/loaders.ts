import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import { maybeUnserialize } from './php-value';
import { TERM_COLUMNS, type PostRow, type TermRow, type UserRow } from './rows';
import { readOption } from '../../store/options';

/** Memoises one value per key for the length of a request. */
export function memo<T>(ctx: RequestContext, key: string, load: () => T): T {
  if (ctx.cache.has(key)) return ctx.cache.get(key) as T;
  const value = load();
  ctx.cache.set(key, value);
  return value;
}

export function option<T = unknown>(ctx: RequestContext, name: string): T | undefined {
  return memo(ctx, `option:${name}`, () => readOption<T>(ctx.db, name));
}

export function postById(ctx: RequestContext, id: number): PostRow | undefined {
  return memo(
    ctx,
    `post:${id}`,
    () => prepared(ctx.db, 'SELECT * FROM posts WHERE ID = ?').get(id) as PostRow | undefined,
  );
}

export function termById(ctx: RequestContext, termId: number): TermRow | undefined {
  return memo(
    ctx,
    `term:${termId}`,
    () =>
      prepared(
        ctx.db,
        `SELECT ${TERM_COLUMNS} FROM terms t JOIN term_taxonomy tt ON tt.term_id = t.term_id
         WHERE t.term_id = ?`,
      ).get(termId) as TermRow | undefined,
  );
}

export function userById(ctx: RequestContext, id: number): UserRow | undefined {
  return memo(
    ctx,
    `user:${id}`,
    () => prepared(ctx.db, 'SELECT * FROM users WHERE ID = ?').get(id) as UserRow | undefined,
  );
}

type MetaMap = Map<string, string[]>;

function metaMap(rows: { meta_key: string; meta_value: string | null }[]): MetaMap {
  const map: MetaMap = new Map();
  for (const r of rows) {
    const list = map.get(r.meta_key) ?? [];
    list.push(r.meta_value ?? '');
    map.set(r.meta_key, list);
  }
  return map;
}

/** All meta of a post, raw as stored (PHP-serialized where WordPress serialized it). */
export function postMeta(ctx: RequestContext, postId: number): MetaMap {
  return memo(ctx, `postmeta:${postId}`, () =>
    metaMap(
      prepared(
        ctx.db,
        'SELECT meta_key, meta_value FROM postmeta WHERE post_id = ? ORDER BY meta_id',
      ).all(postId) as { meta_key: string; meta_value: string | null }[],
    ),
  );
}

export function termMeta(ctx: RequestContext, termId: number): MetaMap {
  return memo(ctx, `termmeta:${termId}`, () =>
    metaMap(
      prepared(
        ctx.db,
        'SELECT meta_key, meta_value FROM termmeta WHERE term_id = ? ORDER BY meta_id',
      ).all(termId) as { meta_key: string; meta_value: string | null }[],
    ),
  );
}

export function userMeta(ctx: RequestContext, userId: number): MetaMap {
  return memo(ctx, `usermeta:${userId}`, () =>
    metaMap(
      prepared(
        ctx.db,
        'SELECT meta_key, meta_value FROM usermeta WHERE user_id = ? ORDER BY umeta_id',
      ).all(userId) as { meta_key: string; meta_value: string | null }[],
    ),
  );
}

/** get_post_meta($id, $key, true): the first value, unserialized; undefined when missing. */
export function singleMeta(map: MetaMap, key: string): unknown {
  const v = map.get(key)?.[0];
  return v === undefined ? undefined : maybeUnserialize(v);
}
