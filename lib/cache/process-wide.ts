/**
 * One value per server process, made by `create` the first time `name` is asked for, kept on
 * `globalThis` under `Symbol.for('lavanda.<name>')`. Module state alone would be one value per
 * copy of the module: Next bundles a module into each route's own module graph, and the compiled
 * server (dist/server/) and instrumentation have copies of their own, while a cache, a connection
 * or a registry must be the same for all of them. The one way the site keeps such a value.
 */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`lavanda.${name}`);
  const holder = globalThis as typeof globalThis & Record<symbol, unknown>;
  if (!(key in holder)) holder[key] = create();
  return holder[key] as T;
}

/** A process-wide slot that may be empty and is replaced whole (a connection, a cached answer). */
export interface Slot<T> {
  value: T | undefined;
}

/** `processWide` of an empty slot. */
export function processWideSlot<T>(name: string): Slot<T> {
  return processWide<Slot<T>>(name, () => ({ value: undefined }));
}
