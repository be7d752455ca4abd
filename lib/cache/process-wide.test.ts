import { expect, it, vi } from 'vitest';

/** A fresh copy of the module, as each of Next's route bundles has its own. */
async function freshCopy() {
  vi.resetModules();
  return import('./process-wide');
}

it('gives every copy of a module the same value, made once', async () => {
  const [one, two] = [await freshCopy(), await freshCopy()];
  const create = vi.fn(() => new Set<string>());
  const first = one.processWide('test.registry', create);
  first.add('seen');
  expect(two.processWide('test.registry', create)).toBe(first);
  expect(create).toHaveBeenCalledTimes(1);
});

it('keeps a slot that copies empty and fill for each other', async () => {
  const [one, two] = [await freshCopy(), await freshCopy()];
  one.processWideSlot<number>('test.slot').value = 42;
  expect(two.processWideSlot<number>('test.slot').value).toBe(42);
  two.processWideSlot<number>('test.slot').value = undefined;
  expect(one.processWideSlot<number>('test.slot').value).toBeUndefined();
});
