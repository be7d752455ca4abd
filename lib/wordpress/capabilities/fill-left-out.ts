type Json = unknown;

function fill(value: Json, path: readonly string[], depth: number): Json {
  if (Array.isArray(value)) return value.map((item) => fill(item, path, depth));
  if (typeof value !== 'object' || value === null) return value;
  const key = path[depth] as string;
  const object = value as Record<string, Json>;
  if (depth === path.length - 1) return key in object ? object : { ...object, [key]: null };
  if (!(key in object)) return object;
  return { ...object, [key]: fill(object[key], path, depth + 1) };
}

/**
 * The answer with `null` at every path of a field left out of its document: what the generated
 * types say a WordPress without that plugin gives. The answer itself is not changed (Apollo may
 * have frozen it).
 */
export function fillLeftOut<T>(data: T, leftOut: readonly (readonly string[])[]): T {
  return leftOut.reduce<Json>((answer, path) => fill(answer, path, 0), data) as T;
}
