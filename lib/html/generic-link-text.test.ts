import { describe, expect, it } from 'vitest';
import { isGenericLinkText } from './generic-link-text';

describe('isGenericLinkText', () => {
  it("knows the phrases that name no destination, in the site's languages", () => {
    for (const text of [
      'Read more',
      'read more…',
      'Learn more →',
      'Mehr erfahren',
      'Lire la suite',
      'Leer más',
    ])
      expect(isGenericLinkText(text)).toBe(true);
  });

  it('leaves descriptive link texts alone', () => {
    for (const text of ['Contact sales', 'Read more about pricing', 'Careers'])
      expect(isGenericLinkText(text)).toBe(false);
  });
});
