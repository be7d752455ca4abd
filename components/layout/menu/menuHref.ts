/** Menu links use the item's uri, falling back to '#' for an item without one. */
export function menuHref(uri: string | null | undefined): string {
  return uri && uri.trim() !== '' ? uri : '#';
}

/** A path on this site (client-side navigation) rather than another origin or an in-page anchor. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** Whether a menu link points at the page being shown (for `aria-current`). */
export function isCurrentPath(href: string, path: string): boolean {
  if (!isSitePath(href)) return false;
  return trimPath(href) === trimPath(path);
}

function trimPath(value: string): string {
  const withoutQuery = value.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
}
