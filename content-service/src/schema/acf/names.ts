/**
 * GraphQL names as WPGraphQL derives them (`Utils::format_field_name` / `format_type_name`), which
 * WPGraphQL for ACF applies to field names, field-group names, layouts and repeaters.
 */

/** `sticky_header` → `stickyHeader`, `PageContent flexibleLayout` → `pageContentFlexibleLayout`. */
export function formatFieldName(name: string): string {
  const words = name
    .replace(/[^a-zA-Z0-9_\- ]/g, ' ')
    .split(/[_\- ]+/)
    .filter((w) => w !== '');
  const joined = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
  return joined.length > 0 ? joined[0]!.toLowerCase() + joined.slice(1) : '';
}

/** `page_hero` → `PageHero`, `PageContent flexibleLayout` → `PageContentFlexibleLayout`. */
export function formatTypeName(name: string): string {
  const field = formatFieldName(name);
  return field.length > 0 ? field[0]!.toUpperCase() + field.slice(1) : '';
}

/** WPGraphQL escapes descriptions with esc_html, so quotes reach the schema as `&quot;`. */
export function htmlQuote(text: string): string {
  return text.replace(/"/g, '&quot;');
}
