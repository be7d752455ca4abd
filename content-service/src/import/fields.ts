import { ImportError, type ImportLocation } from './import-error';
import { childNode, type XmlNode } from './xml-node';

/** The item a field belongs to, so that errors can name it. */
export type ItemContext = Pick<ImportLocation, 'postId' | 'title'>;

const DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const ZERO_DATE = '0000-00-00 00:00:00';

function fail(field: XmlNode, problem: string, item: ItemContext): never {
  throw new ImportError(problem, { line: field.line, column: field.column, ...item });
}

/**
 * A source id (`wp:post_id`, `wp:term_id`, parents, ...). Empty or `0` means "none", like
 * WordPress's `(int)` cast; anything else that is not a non-negative integer is an error because a
 * wrong id would silently attach rows to the wrong post.
 */
export function idField(node: XmlNode, name: string, item: ItemContext = {}): number | undefined {
  const field = childNode(node, name);
  const text = field?.text.trim();
  if (field === undefined || text === undefined || text === '') return undefined;
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    fail(field, `invalid ${name} "${text}": expected a non-negative integer id`, item);
  }
  const id = Number(text);
  return id === 0 ? undefined : id;
}

/** A plain integer such as `wp:menu_order` (may be negative). */
export function intField(node: XmlNode, name: string, item: ItemContext = {}): number | undefined {
  const field = childNode(node, name);
  const text = field?.text.trim();
  if (field === undefined || text === undefined || text === '') return undefined;
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    fail(field, `invalid ${name} "${text}": expected an integer`, item);
  }
  return Number(text);
}

/**
 * A MySQL DATETIME as WordPress writes it, `YYYY-MM-DD HH:MM:SS`. `allowZero` accepts
 * `0000-00-00 00:00:00`, which WordPress stores in GMT dates of drafts. Empty means absent.
 */
export function dateField(
  node: XmlNode,
  name: string,
  options: { allowZero: boolean },
  item: ItemContext = {},
): string | undefined {
  const field = childNode(node, name);
  const text = field?.text.trim();
  if (field === undefined || text === undefined || text === '') return undefined;
  if (options.allowZero && text === ZERO_DATE) return text;
  if (!isValidDate(text)) {
    fail(field, `invalid ${name} "${text}": expected a date as YYYY-MM-DD HH:MM:SS`, item);
  }
  return text;
}

function isValidDate(text: string): boolean {
  const m = DATE.exec(text);
  if (m === null) return false;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  );
}
