import { describe, expect, it } from 'vitest';
import { sanitizeTitle } from './php';

describe('sanitizeTitle (sanitize_title, save context)', () => {
  it('lowers, turns slashes, dots and spaces into single dashes, keeps underscores', () => {
    expect(sanitizeTitle('core/group')).toBe('core-group');
    expect(sanitizeTitle('Header Menu')).toBe('header-menu');
    expect(sanitizeTitle(' markup. ')).toBe('markup');
    expect(sanitizeTitle('my_plugin/Block')).toBe('my_plugin-block');
    expect(sanitizeTitle('a -- b!?')).toBe('a-b');
  });

  it('leaves what it does not port unchanged: non-ASCII, markup, entities, percent signs', () => {
    for (const value of ['Épisode', '<b>x</b>', 'a&amp;b', '100%']) {
      expect(sanitizeTitle(value)).toBe(value);
    }
  });
});
