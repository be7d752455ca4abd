/** A moment as MySQL's DATETIME in UTC (`YYYY-MM-DD HH:MM:SS`), as WordPress stores *_gmt columns. */
export function mysqlDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** WPGraphQL's date format: `YYYY-MM-DDTHH:MM:SS` without zone; null for WordPress's zero date. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value || value.startsWith('0000-00-00')) return null;
  return value.replace(' ', 'T');
}
