/**
 * A post date as the post card shows it, 'MMM DD, YYYY' in capitals for en-US ('JAN 05, 2024'), and
 * the same parts in each locale's own order and month names ('05. JAN. 2024' in de-DE).
 * WordPress's `date` is the site's local time without a zone; it is read and shown as UTC, i.e.
 * as written, so server and browser render the same text whatever their own time zones.
 */
export function formatPostDate(date: string, locale: string): string {
  const hasZone = /(Z|[+-]\d\d:?\d\d)$/.test(date);
  const parsed = new Date(hasZone || !date.includes('T') ? date : `${date}Z`);
  if (Number.isNaN(parsed.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(parsed)
    .toLocaleUpperCase(locale);
}

/** A post's date as formatPostDate writes it in `locale`; null when it has none or an unreadable one. */
export function postDateLabel(date: string | null | undefined, locale: string): string | null {
  return date ? formatPostDate(date, locale) || null : null;
}
