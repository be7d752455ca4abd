import sanitizeHtml from 'sanitize-html';

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
};

function codePoint(value: number, original: string): string {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff
    ? String.fromCodePoint(value)
    : original;
}

/** Decodes the entities WordPress writes into titles (wptexturize: `&#8217;`, `&amp;`…). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const hex = entity[1] === 'x' || entity[1] === 'X';
      return codePoint(parseInt(entity.slice(hex ? 2 : 1), hex ? 16 : 10), match);
    }
    return NAMED[entity.toLowerCase()] ?? match;
  });
}

/**
 * Plain text of a WordPress field that may hold markup (titles, labels, excerpts used as
 * descriptions): tags dropped, entities decoded, white space collapsed. React escapes it again.
 */
export function toPlainText(html: string | null | undefined): string {
  if (!html) return '';
  const stripped = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(stripped).replace(/\s+/g, ' ').trim();
}
