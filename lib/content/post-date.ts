const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * A WordPress date as 'MMM DD, YYYY' in capitals ('2026-01-05T10:00:00' → 'JAN 05, 2026').
 * Read from the text itself: WordPress's `date` is the site's local time without a zone, so
 * converting through Date would shift it by the server's zone. Null for anything unreadable.
 */
export function formatPostDate(date: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  if (!match) return null;
  const [, year, month, day] = match;
  const name = MONTHS[Number(month) - 1];
  if (!name || Number(day) < 1 || Number(day) > 31) return null;
  return `${name} ${day}, ${year}`;
}
