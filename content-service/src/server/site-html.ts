/**
 * esc_html / esc_attr for the few HTML and XML documents the server writes itself. Like them, it
 * leaves entities already in the text (`&amp;`, `&#8217;`) alone instead of escaping them twice.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&(?!#?\w+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');
}
