/**
 * JSON text as PHP's `json_encode($value)` writes it with default flags, which is what WordPress's
 * `wp_send_json` sends: `/` escaped as `\/` and every non-ASCII UTF-16 code unit as a lowercase
 * `\uXXXX` (astral characters therefore as surrogate pairs). Clients parse both forms the same, but
 * the reference bodies are byte-exact and caches/ETags built on them should be too.
 *
 * Structural JSON never contains `/` or non-ASCII characters, so post-processing `JSON.stringify`'s
 * output only ever touches string contents. `JSON.stringify` already escapes control characters like
 * PHP does (`\b \f \n \r \t`, others `\u00xx`) and lone surrogates as `\udxxx`.
 *
 * Known difference: PHP prints whole floats as `1.0`; JavaScript numbers cannot tell `1.0` from `1`.
 */
export function phpJsonEncode(value: unknown): string {
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) return 'null';
  return json.replace(/[/\u0080-\uffff]/g, escapeChar);
}

function escapeChar(char: string): string {
  if (char === '/') return '\\/';
  return '\\u' + char.charCodeAt(0).toString(16).padStart(4, '0');
}
