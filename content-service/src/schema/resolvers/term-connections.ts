import type { RequestContext } from '../context';
import { termById } from '../model/loaders';
import { paginate, type ConnectionArgs } from '../model/paginate';
import { listTermIds, type TermFilter } from '../model/term-queries';

interface TermWhere {
  parent?: number | null;
  childless?: boolean | null;
  hideEmpty?: boolean | null;
  slug?: (string | null)[] | null;
  name?: (string | null)[] | null;
  include?: (string | number | null)[] | null;
  exclude?: (string | number | null)[] | null;
  search?: string | null;
  parentId?: string | number | null;
}

export function termConnection(
  ctx: RequestContext,
  taxonomy: string,
  args: ConnectionArgs & { where?: TermWhere | null },
  extra: Partial<TermFilter> = {},
) {
  const w = args.where ?? {};
  const filter: TermFilter = { taxonomy, ...extra };
  // An explicit `parent: null` reaches get_terms as 0: top-level terms only.
  if ('parent' in w && w.parent !== undefined) filter.parent = Number(w.parent ?? 0);
  if (w.parentId != null) filter.parent = Number(w.parentId);
  if (w.childless) filter.childless = true;
  if (w.hideEmpty) filter.hideEmpty = true;
  if (w.slug) filter.slugs = w.slug.filter((s): s is string => !!s);
  if (w.name) filter.names = w.name.filter((s): s is string => !!s);
  if (w.include) filter.include = w.include.filter((s) => s != null).map(Number);
  if (w.exclude) filter.exclude = w.exclude.filter((s) => s != null).map(Number);
  if (w.search) filter.search = w.search;
  const ids = listTermIds(ctx, filter);
  return paginate(ids, { ...args, where: null }, (id) => termById(ctx, id));
}
