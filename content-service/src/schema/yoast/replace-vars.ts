/**
 * Yoast's title/description templates (`%%title%% %%page%% %%sep%% %%sitename%%`): the replacement
 * pass of WPSEO_Replace_Vars::replace(), kept pure — callers supply the variable values.
 */

/** `wpseo_titles.separator` → the separator Yoast inserts (as the HTML it stores). */
export const SEPARATORS: Record<string, string> = {
  'sc-dash': '-',
  'sc-ndash': '&ndash;',
  'sc-mdash': '&mdash;',
  'sc-colon': ':',
  'sc-middot': '&middot;',
  'sc-bull': '&bull;',
  'sc-star': '*',
  'sc-smstar': '&#8902;',
  'sc-pipe': '|',
  'sc-tilde': '~',
  'sc-laquo': '&laquo;',
  'sc-raquo': '&raquo;',
  'sc-lt': '&lt;',
  'sc-gt': '&gt;',
};

export function separatorFor(option: unknown): string {
  return (typeof option === 'string' && SEPARATORS[option]) || '-';
}

/** A variable's value, or undefined when it has none here (the placeholder is then removed). */
export type VarLookup = (name: string) => string | undefined;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Replaces `%%var%%` placeholders. Placeholders without a value disappear; separators left with
 * nothing between them collapse to one; whitespace is standardised as WPSEO_Utils does (each
 * double space once, then trim).
 */
export function replaceVars(template: string, lookup: VarLookup, sep: string): string {
  if (!template.includes('%')) return template.trim();
  let text = template.replace(/%%([A-Za-z0-9_-]+)%%/g, (_whole, name: string) => {
    const key = name.toLowerCase();
    if (key === 'sep') return sep;
    return lookup(key) ?? '';
  });
  if (sep !== '') {
    const q = escapeRegExp(sep);
    text = text.replace(new RegExp(`${q}(?:\\s*${q})*`, 'gu'), sep);
  }
  return text
    .replace(/[\t\n\r\f]/g, ' ')
    .split('  ')
    .join(' ')
    .trim();
}
