import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import { memo } from './loaders';
import { TERM_COLUMNS, type TermRow } from './rows';

export interface TermFilter {
  taxonomy: string;
  objectId?: number;
  parent?: number;
  hideEmpty?: boolean;
  childless?: boolean;
  slugs?: string[];
  names?: string[];
  include?: number[];
  exclude?: number[];
  search?: string;
}

/** Ordered term ids (by name, as get_terms orders by default). */
export function listTermIds(ctx: RequestContext, f: TermFilter): number[] {
  return memo(ctx, `termIds:${JSON.stringify(f)}`, () => {
    const where = ['tt.taxonomy = ?'];
    const params: unknown[] = [f.taxonomy];
    if (f.objectId !== undefined) {
      where.push(
        'tt.term_taxonomy_id IN (SELECT term_taxonomy_id FROM term_relationships WHERE object_id = ?)',
      );
      params.push(f.objectId);
    }
    if (f.parent !== undefined) {
      where.push('tt.parent = ?');
      params.push(f.parent);
    }
    if (f.hideEmpty) where.push('tt.count > 0');
    if (f.childless) {
      where.push(
        'NOT EXISTS (SELECT 1 FROM term_taxonomy c WHERE c.parent = tt.term_id AND c.taxonomy = tt.taxonomy)',
      );
    }
    for (const [column, values] of [
      ['t.slug', f.slugs],
      ['t.name', f.names],
      ['t.term_id', f.include],
    ] as const) {
      if (!values) continue;
      if (values.length === 0) return [];
      where.push(`${column} IN (${values.map(() => '?').join(', ')})`);
      params.push(...values);
    }
    if (f.exclude?.length) {
      where.push(`t.term_id NOT IN (${f.exclude.map(() => '?').join(', ')})`);
      params.push(...f.exclude);
    }
    if (f.search) {
      where.push('(t.name LIKE ? OR t.slug LIKE ?)');
      params.push(`%${f.search}%`, `%${f.search}%`);
    }
    const sql = `SELECT t.term_id FROM terms t JOIN term_taxonomy tt ON tt.term_id = t.term_id
      WHERE ${where.join(' AND ')} ORDER BY t.name COLLATE NOCASE ASC, t.term_id DESC`;
    return prepared(ctx.db, sql)
      .pluck()
      .all(...params) as number[];
  });
}

export function termBySlug(
  ctx: RequestContext,
  taxonomy: string,
  slug: string,
): TermRow | undefined {
  const encoded = encodeURIComponent(slug).toLowerCase();
  return prepared(
    ctx.db,
    `SELECT ${TERM_COLUMNS} FROM terms t JOIN term_taxonomy tt ON tt.term_id = t.term_id
       WHERE tt.taxonomy = ? AND (t.slug = ? OR t.slug = ?) LIMIT 1`,
  ).get(taxonomy, slug, encoded) as TermRow | undefined;
}

export function termByName(
  ctx: RequestContext,
  taxonomy: string,
  name: string,
): TermRow | undefined {
  return prepared(
    ctx.db,
    `SELECT ${TERM_COLUMNS} FROM terms t JOIN term_taxonomy tt ON tt.term_id = t.term_id
       WHERE tt.taxonomy = ? AND t.name = ? LIMIT 1`,
  ).get(taxonomy, name) as TermRow | undefined;
}

/** A term and all its descendants' ids (category queries include children, as WP_Query does). */
export function withDescendants(
  ctx: RequestContext,
  taxonomy: string,
  termIds: number[],
): number[] {
  const all = new Set(termIds);
  let frontier = termIds;
  while (frontier.length) {
    const next = prepared(
      ctx.db,
      `SELECT term_id FROM term_taxonomy WHERE taxonomy = ? AND parent IN (${frontier.map(() => '?').join(', ')})`,
    )
      .pluck()
      .all(taxonomy, ...frontier) as number[];
    frontier = next.filter((id) => !all.has(id));
    frontier.forEach((id) => all.add(id));
  }
  return [...all];
}
