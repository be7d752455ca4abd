// Date helpers for WordPress's 'YYYY-MM-DD HH:MM:SS' strings. The site's zone is
// Europe/Ljubljana: UTC+1, and UTC+2 from the last Sunday of March 01:00 UTC to the last Sunday
// of October 01:00 UTC (the EU rule). Computed here instead of through Intl so the output never
// depends on the time-zone database of the machine.

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const HOUR = 3_600_000;

export const ZERO_DATE = '0000-00-00 00:00:00';

function parseAsUtc(value: string): number {
  const m = DATE_RE.exec(value);
  if (!m) throw new Error(`Bad date '${value}', expected YYYY-MM-DD HH:MM:SS`);
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, ...number[]];
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s);
}

function format(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** UTC millis of the last Sunday of the month at 01:00 UTC. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const back = lastDay.getUTCDay();
  return Date.UTC(year, month, lastDay.getUTCDate() - back, 1);
}

function isSummerTime(utcMs: number): boolean {
  const year = new Date(utcMs).getUTCFullYear();
  return utcMs >= lastSundayOneUtc(year, 2) && utcMs < lastSundayOneUtc(year, 9);
}

/** Offset of the site's zone from UTC, in hours, at a UTC instant. */
export function offsetHoursAt(utcMs: number): number {
  return isSummerTime(utcMs) ? 2 : 1;
}

/** Local site time → UTC (post_date → post_date_gmt). */
export function localToGmt(local: string): string {
  const asUtc = parseAsUtc(local);
  const offset = offsetHoursAt(asUtc - 2 * HOUR);
  return format(asUtc - offset * HOUR);
}

/** Adds minutes to a 'YYYY-MM-DD HH:MM:SS' value (negative to go back). */
export function addMinutes(value: string, minutes: number): string {
  return format(parseAsUtc(value) + minutes * 60_000);
}

export function compareDates(a: string, b: string): number {
  return parseAsUtc(a) - parseAsUtc(b);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** RSS pubDate of a UTC 'YYYY-MM-DD HH:MM:SS' value: 'Tue, 21 Jan 2025 08:30:00 +0000'. */
export function rfc2822(gmt: string): string {
  const d = new Date(parseAsUtc(gmt));
  const pad = (n: number): string => String(n).padStart(2, '0');
  return (
    `${DAYS[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`
  );
}

/** 'YYYY/MM' uploads folder of a local date. */
export function uploadsFolder(local: string): string {
  return `${local.slice(0, 4)}/${local.slice(5, 7)}`;
}
