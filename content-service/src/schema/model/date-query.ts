/** WPGraphQL's DateQueryInput (one WP_Date_Query clause). */
export interface DateQuery {
  year?: number | null;
  month?: number | null;
  day?: number | null;
  hour?: number | null;
  minute?: number | null;
  second?: number | null;
  after?: DateInput | null;
  before?: DateInput | null;
  inclusive?: boolean | null;
  column?: string | null;
  compare?: string | null;
}

export interface DateInput {
  year?: number | null;
  month?: number | null;
  day?: number | null;
  hour?: number | null;
  minute?: number | null;
  second?: number | null;
}

const COMPARES = new Set(['=', '!=', '>', '>=', '<', '<=']);

/** Where a part of the stored 'YYYY-MM-DD HH:MM:SS' text sits (MySQL's YEAR(), MONTH(), …). */
const PARTS = [
  ['year', 1, 4],
  ['month', 6, 2],
  ['day', 9, 2],
  ['hour', 12, 2],
  ['minute', 15, 2],
  ['second', 18, 2],
] as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * WP_Date_Query's build_mysql_datetime: a partial date filled towards the start of the period,
 * or towards its end (`max`), e.g. { year: 2013 } -> 2013-12-31 23:59:59.
 */
export function mysqlDatetime(date: DateInput, max: boolean): string {
  const year = date.year ?? new Date().getUTCFullYear();
  const month = date.month ?? (max ? 12 : 1);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = date.day ?? (max ? lastDay : 1);
  const hour = date.hour ?? (max ? 23 : 0);
  const minute = date.minute ?? (max ? 59 : 0);
  const second = date.second ?? (max ? 59 : 0);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** The SQL of one date clause on `posts p` (post_date, or post_modified for MODIFIED). */
export function dateQuerySql(query: DateQuery): { sql: string; params: unknown[] } {
  const column = query.column === 'MODIFIED' ? 'p.post_modified' : 'p.post_date';
  const compare = query.compare && COMPARES.has(query.compare) ? query.compare : '=';
  const inclusive = query.inclusive === true;
  const where: string[] = [];
  const params: unknown[] = [];
  for (const [name, start, length] of PARTS) {
    const value = query[name];
    if (value == null) continue;
    where.push(`CAST(substr(${column}, ${start}, ${length}) AS INTEGER) ${compare} ?`);
    params.push(value);
  }
  if (query.before) {
    where.push(`${column} ${inclusive ? '<=' : '<'} ?`);
    params.push(mysqlDatetime(query.before, inclusive));
  }
  if (query.after) {
    where.push(`${column} ${inclusive ? '>=' : '>'} ?`);
    params.push(mysqlDatetime(query.after, !inclusive));
  }
  return { sql: where.join(' AND '), params };
}
