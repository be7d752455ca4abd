import { describe, expect, it } from 'vitest';
import { faustContentReplacement } from './faust-content';

describe('FaustWP content replacement', () => {
  const on = { frontendUri: 'http://front.test', rewrites: true, wpDomainForMedia: true };
  const html =
    '<a href="http://wp.test/a/">a</a><img src="http://wp.test/wp-content/uploads/b.jpg">';

  it('moves links to the front end and keeps media on WordPress', () => {
    expect(faustContentReplacement(html, 'http://wp.test', on)).toBe(
      '<a href="http://front.test/a/">a</a><img src="http://wp.test/wp-content/uploads/b.jpg">',
    );
  });

  it('changes nothing when both stay on WordPress, everything when neither does', () => {
    const off = { ...on, rewrites: false };
    expect(faustContentReplacement(html, 'http://wp.test', off)).toBe(html);
    expect(
      faustContentReplacement(html, 'http://wp.test', { ...on, wpDomainForMedia: false }),
    ).toBe(
      '<a href="http://front.test/a/">a</a><img src="http://front.test/wp-content/uploads/b.jpg">',
    );
  });
});
