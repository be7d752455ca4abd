/**
 * Lower bounds of the bytes a value takes in the answer as phpJsonEncode writes it, counted without
 * writing it: so the answer-size cap can stop a query (or drop its answer) before the big string
 * exists. A string counts its UTF-16 length: escaping (`\"`, `\/`, `\uXXXX` for non-ASCII) only adds.
 */

/** A leaf field's value (a scalar, or a list of them) as it will appear in the answer. */
export function leafBytes(value: unknown): number {
  if (typeof value === 'string') return value.length + 2;
  if (Array.isArray(value)) {
    // `[`, the items and a comma or `]` after each.
    let bytes = 1;
    for (const item of value) bytes += leafBytes(item) + 1;
    return bytes;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).length;
  if (value === null || value === undefined) return 4;
  // A promise (its value is not known yet) or an object scalar: nothing, a lower bound still.
  return 0;
}

/** `value` as JSON, in bytes at least; counting stops once it is past `limit`. */
export function jsonBytesAtLeast(value: unknown, limit: number): number {
  let bytes = 0;
  const visit = (node: unknown): void => {
    if (bytes > limit) return;
    if (node === null || typeof node !== 'object') {
      bytes += leafBytes(node);
      return;
    }
    // `[` or `{`, then per item its comma or closing bracket.
    if (Array.isArray(node)) {
      bytes += 1;
      for (const item of node) {
        if (bytes > limit) return;
        bytes += 1;
        visit(item);
      }
      return;
    }
    bytes += 1;
    for (const [key, item] of Object.entries(node)) {
      if (bytes > limit) return;
      if (item === undefined) continue;
      bytes += key.length + 4; // "key": and the comma
      visit(item);
    }
  };
  visit(value);
  return bytes;
}
