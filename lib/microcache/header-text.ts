/** A header's value as one string (Node gives repeated headers as arrays, lengths as numbers). */
export function headerText(value: string | number | readonly string[] | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}
