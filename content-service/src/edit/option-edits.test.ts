import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../store/open-store';
import { readOption } from '../store/options';
import { setOption } from './option-edits';
import { demoStoreFile } from './test/store';

let db: Store;
beforeAll(async () => {
  ({ db } = await demoStoreFile());
});
afterAll(() => db.close());

describe('setOption', () => {
  it('sets "discourage search engines" and back', () => {
    setOption(db, 'blog_public', '0');
    expect(readOption(db, 'blog_public')).toBe('0');
    setOption(db, 'blog_public', '1');
    expect(readOption(db, 'blog_public')).toBe('1');
  });

  it.each([
    ['blog_public', 'no', 'blog_public must be 0 or 1'],
    ['posts_per_page', '0', 'posts_per_page must be a whole number from 1 to 999'],
    ['blogname', ' ', 'blogname must be a site title'],
    ['faustwp_settings', '{}', '"faustwp_settings" cannot be set here'],
  ])('refuses %s = %j and keeps the value', (name, value, message) => {
    const before = readOption(db, name);
    expect(() => setOption(db, name, value)).toThrow(message);
    expect(readOption(db, name)).toEqual(before);
  });
});
