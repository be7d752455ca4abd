import { containsPattern, containsSql } from '../../store/collation';
import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import { memo } from './loaders';
import { TERM_COLUMNS, type TermRow } from './rows';

/** get_terms arguments as WPGraphQL passes them (WP_Term_Query semantics). */
export interface TermFilter {
  /** One taxonomy or several (the `terms` root field: every taxonomy shown in GraphQL). */
  taxonomy: string | readonly string[];
  objectId?: number;
  objectIds?: number[];
  parent?: number;
  childOf?: number;
  hideEmpty?: boolean;
  /** get_terms' `hierarchical` (default true; forced off when no taxonomy is hierarchical). */
  hierarchical?: boolean;
  childless?: boolean;
  slugs?: string[];
  names?: string[];
  include?: number[];
  exclude?: number[];
  excludeTree?: number[];
  termTaxonomyIds?: number[];
  search?: string;
  nameLike?: string;
  descriptionLike?: string;
  orderby?: string;
  order?: 'ASC' | 'DESC';
}

/** Taxonomies whose terms nest (category); tags and formats are flat. */
const HIERARCHICAL = new Set(['category']);

/** orderby values to columns; text orders by wp_collate(), as MariaDB's collation does. */
const ORDER_COLUMNS: Record<string, string> = {
  NAME: 'wp_collate(t.name)',
  SLUG: 'wp_collate(t.slug)',
  COUNT: 'tt.count',
  DESCRIPTION: 'wp_collate(tt.description)',
  TERM_GROUP: 't.term_group',
  TERM_ID: 't.term_id',
  // WordPress's terms table has no term_order: outside an object's terms it is the id order.
  TERM_ORDER: 't.term_id',
};

function taxonomiesOf(f: TermFilter): string[] {
  return typeof f.taxonomy === 'string' ? [f.taxonomy] : [...f.taxonomy];
}

function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

/**
 * Whether get_terms hides empty terms after its query (hide_empty on a hierarchical taxonomy):
 * it keeps an empty term whose descendants have posts, and drops the others from the rows it
 * fetched, so a page can come back shorter than asked.
 */
export function prunesEmptyTerms(f: TermFilter): boolean {
  return (
    f.hideEmpty === true &&
    f.hierarchical !== false &&
    taxonomiesOf(f).some((taxonomy) => HIERARCHICAL.has(taxonomy))
  );
}

/** The term and its descendants have no posts (get_terms' "it really is empty"). */
export function isEmptyTerm(ctx: RequestContext, termId: number): boolean {
  return memo(ctx, `emptyTerm:${termId}`, () => {
    const row = prepared(ctx.db, 'SELECT taxonomy, count FROM term_taxonomy WHERE term_id = ?').get(
      termId,
    ) as { taxonomy: string; count: number } | undefined;
    if (!row || row.count > 0) return false;
    const descendants = withDescendants(ctx, row.taxonomy, [termId]).filter((id) => id !== termId);
    if (descendants.length === 0) return true;
    const counted = prepared(
      ctx.db,
      `SELECT COUNT(*) FROM term_taxonomy WHERE count > 0 AND term_id IN (${placeholders(descendants)})`,
    )
      .pluck()
      .get(...descendants) as number;
    return counted === 0;
  });
}

/**
 * Ordered term ids matching a filter, as WP_Term_Query's SQL finds them (by name unless told).
 * Empty terms of hierarchical taxonomies are not removed here: see prunesEmptyTerms.
 */
export function listTermIds(ctx: RequestContext, f: TermFilter): number[] {
  return memo(ctx, `termIds:${JSON.stringify(f)}`, () => queryTermIds(ctx, f));
}

function queryTermIds(ctx: RequestContext, f: TermFilter): number[] {
  const taxonomies = taxonomiesOf(f);
  const hierarchical = f.hierarchical !== false && taxonomies.some((t) => HIERARCHICAL.has(t));
  const where = [`tt.taxonomy IN (${placeholders(taxonomies)})`];
  const params: unknown[] = [...taxonomies];
  const objectIds = f.objectId !== undefined ? [f.objectId] : f.objectIds;
  if (objectIds) {
    if (objectIds.length === 0) return [];
    where.push(
      `tt.term_taxonomy_id IN (SELECT term_taxonomy_id FROM term_relationships WHERE object_id IN (${placeholders(objectIds)}))`,
    );
    params.push(...objectIds);
  }
  if (f.parent !== undefined) {
    where.push('tt.parent = ?');
    params.push(f.parent);
  }
  // child_of: the term's descendants in its own taxonomy.
  if (f.childOf) {
    const own = prepared(ctx.db, 'SELECT taxonomy FROM term_taxonomy WHERE term_id = ?')
      .pluck()
      .get(f.childOf) as string | undefined;
    const descendants = own
      ? withDescendants(ctx, own, [f.childOf]).filter((id) => id !== f.childOf)
      : [];
    if (descendants.length === 0) return [];
    where.push(`t.term_id IN (${placeholders(descendants)})`);
    params.push(...descendants);
  }
  if (f.hideEmpty && !hierarchical) where.push('tt.count > 0');
  if (f.childless && hierarchical) {
    where.push(
      'NOT EXISTS (SELECT 1 FROM term_taxonomy c WHERE c.parent = tt.term_id AND c.taxonomy = tt.taxonomy)',
    );
  }
  for (const [column, values] of [
    ['t.slug', f.slugs],
    ['t.name', f.names],
    ['t.term_id', f.include],
    ['tt.term_taxonomy_id', f.termTaxonomyIds],
  ] as const) {
    if (!values?.length) continue;
    where.push(`${column} IN (${placeholders(values)})`);
    params.push(...values);
  }
  // exclude and exclude_tree apply only without include.
  if (!f.include?.length) {
    const excluded = [
      ...(f.exclude ?? []),
      ...(f.excludeTree?.length
        ? taxonomies.flatMap((taxonomy) => withDescendants(ctx, taxonomy, f.excludeTree!))
        : []),
    ];
    if (excluded.length) {
      where.push(`t.term_id NOT IN (${placeholders(excluded)})`);
      params.push(...excluded);
    }
  }
  // '0' is empty to PHP: get_terms() does not search for it.
  if (f.search && f.search !== '0') {
    // LIKE '%search%' on name or slug, compared as MariaDB's collation does.
    where.push(`(${containsSql('t.name')} OR ${containsSql('t.slug')})`);
    params.push(containsPattern(f.search), containsPattern(f.search));
  }
  if (f.nameLike) {
    where.push(containsSql('t.name'));
    params.push(containsPattern(f.nameLike));
  }
  if (f.descriptionLike) {
    where.push(containsSql('tt.description'));
    params.push(containsPattern(f.descriptionLike));
  }
  const direction = f.order === 'DESC' ? 'DESC' : 'ASC';
  const column = ORDER_COLUMNS[f.orderby ?? 'NAME'] ?? ORDER_COLUMNS.NAME!;
  const sql = `SELECT DISTINCT t.term_id FROM terms t JOIN term_taxonomy tt ON tt.term_id = t.term_id
      WHERE ${where.join(' AND ')} ORDER BY ${column} ${direction}, t.term_id DESC`;
  return prepared(ctx.db, sql)
    .pluck()
    .all(...params) as number[];
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
