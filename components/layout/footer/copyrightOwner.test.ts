import { describe, expect, it } from 'vitest';
import { copyrightOwner } from './copyrightOwner';

describe('copyrightOwner', () => {
  it('drops a leading copyright sign and year, which the footer prints itself', () => {
    expect(copyrightOwner('© 2024 Lavanda Software. All rights reserved.', 'Lavanda')).toBe(
      'Lavanda Software. All rights reserved.',
    );
    expect(copyrightOwner('&copy; 2019–2024 Lavanda', 'x')).toBe('Lavanda');
    expect(copyrightOwner('(c) 2020 - 2021 Lavanda', 'x')).toBe('Lavanda');
  });

  it('keeps a text without a leading year as it is', () => {
    expect(copyrightOwner('Lavanda Software', 'x')).toBe('Lavanda Software');
    expect(copyrightOwner('Made in 2024 by Lavanda', 'x')).toBe('Made in 2024 by Lavanda');
  });

  it('falls back to the site name', () => {
    expect(copyrightOwner(null, 'Lavanda')).toBe('Lavanda');
    expect(copyrightOwner('© 2024', 'Lavanda')).toBe('Lavanda');
    expect(copyrightOwner('  ', 'Lavanda')).toBe('Lavanda');
  });
});
