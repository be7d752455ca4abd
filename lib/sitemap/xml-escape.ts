/**
 * Text for XML element content and attribute values. Characters XML 1.0 forbids (most C0
 * controls, lone surrogates, U+FFFE/U+FFFF) are dropped: one stray control character in a
 * WordPress title would otherwise make the whole document unparseable for every reader.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
