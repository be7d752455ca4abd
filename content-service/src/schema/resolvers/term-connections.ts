import type { RequestContext } from '../context';
import { termById } from '../model/loaders';
import { paginate, type ConnectionArgs } from '../model/paginate';
import { isEmptyTerm, listTermIds, prunesEmptyTerms, type TermFilter } from '../model/term-queries';

type Ids = (string | number | null)[] | null;
type Strings = (string | null)[] | null;

/** The term connections' where arguments (RootQueryToTermNodeConnectionWhereArgs and kin). */
export interface TermWhere {
  taxonomies?: Strings;
  parent?: number | null;
  parentId?: string | number | null;
  childOf?: number | null;
  childless?: boolean | null;
  hideEmpty?: boolean | null;
  hierarchical?: boolean | null;
  slug?: Strings;
  name?: Strings;
  include?: Ids;
  exclude?: Ids;
  excludeTree?: Ids;
  objectIds?: Ids;
  termTaxonomyId?: Ids;
  termTaxonomId?: Ids;
  search?: string | null;
  nameLike?: string | null;
  descriptionLike?: string | null;
  orderby?: string | null;
  order?: string | null;
}

/** TaxonomyEnum values to taxonomy names. */
const TAXONOMIES: Record<string, string> = {
  CATEGORY: 'category',
  TAG: 'post_tag',
  POSTFORMAT: 'post_format',
};

/** The taxonomies the `terms` field lists when not told (those shown in GraphQL). */
export const GRAPHQL_TAXONOMIES = Object.values(TAXONOMIES);

export function taxonomyOfEnum(value: string | null | undefined): string | undefined {
  return value ? TAXONOMIES[value] : undefined;
}

const numbers = (list: Ids | undefined) =>
  list?.filter((v): v is string | number => v != null).map(Number);
const strings = (list: Strings | undefined) => list?.filter((s): s is string => !!s);

/** WPGraphQL's `where` arguments as get_terms arguments. */
export function termFilter(
  taxonomy: string | readonly string[],
  w: TermWhere,
  extra: Partial<TermFilter> = {},
): TermFilter {
  const given = strings(w.taxonomies)
    ?.map(taxonomyOfEnum)
    .filter((t): t is string => !!t);
  const filter: TermFilter = { taxonomy: given?.length ? given : taxonomy, ...extra };
  // An explicit `parent: null` reaches get_terms as 0: top-level terms only.
  if ('parent' in w && w.parent !== undefined) filter.parent = Number(w.parent ?? 0);
  if (w.parentId != null) filter.parent = Number(w.parentId);
  if (w.childOf) filter.childOf = w.childOf;
  if (w.childless) filter.childless = true;
  if (w.hideEmpty) filter.hideEmpty = true;
  if (w.hierarchical === false) filter.hierarchical = false;
  if (w.slug) filter.slugs = strings(w.slug);
  if (w.name) filter.names = strings(w.name);
  if (w.include) filter.include = [...(filter.include ?? []), ...numbers(w.include)!];
  if (w.exclude) filter.exclude = numbers(w.exclude);
  if (w.excludeTree) filter.excludeTree = numbers(w.excludeTree);
  if (w.objectIds && filter.objectId === undefined) filter.objectIds = numbers(w.objectIds);
  const termTaxonomyIds = numbers(w.termTaxonomyId ?? w.termTaxonomId);
  if (termTaxonomyIds?.length) filter.termTaxonomyIds = termTaxonomyIds;
  if (w.search) filter.search = w.search;
  if (w.nameLike) filter.nameLike = w.nameLike;
  if (w.descriptionLike) filter.descriptionLike = w.descriptionLike;
  if (w.orderby) filter.orderby = w.orderby;
  // TermObjectConnectionResolver: without `order`, names ascend and any other key descends
  // (going forward; `last` takes the end of the same list).
  if (w.order === 'DESC' || (!w.order && w.orderby && w.orderby !== 'NAME')) filter.order = 'DESC';
  return filter;
}

export function termConnection(
  ctx: RequestContext,
  taxonomy: string | readonly string[],
  args: ConnectionArgs & { where?: TermWhere | null },
  extra: Partial<TermFilter> = {},
) {
  const filter = termFilter(taxonomy, args.where ?? {}, extra);
  const ids = listTermIds(ctx, filter);
  const pruneFetched = prunesEmptyTerms(filter)
    ? (fetched: readonly number[]) => fetched.filter((id) => !isEmptyTerm(ctx, id))
    : undefined;
  return paginate(ids, { ...args, where: null }, (id) => termById(ctx, id), {
    pruneFetched,
    lastFromHead: Boolean(args.where?.order),
  });
}
