import { unserialize } from 'php-serialize';

/**
 * Decodes a meta value as WordPress's maybe_unserialize() does: PHP-serialized text becomes the
 * value it holds, anything else stays the string it is.
 */
export function maybeUnserialize(value: string | null | undefined): unknown {
  if (value == null) return value;
  const v = value.trim();
  if (!/^([adObis]:|N;)/.test(v)) return value;
  try {
    return unserialize(v, {}, { strict: false });
  } catch {
    return value;
  }
}
