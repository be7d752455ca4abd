import { describe, expect, it } from 'vitest';
import { twitterText } from './twitter-text';

const base = {
  enabled: true,
  own: '',
  ogEnabled: true,
  og: '',
  render: (t: string) => `<${t}>`,
  fallback: () => 'page text',
};

describe('twitterText', () => {
  it('is empty when Twitter cards are off', () => {
    expect(twitterText({ ...base, enabled: false, own: 'mine' })).toBe('');
  });
  it("renders the item's own Twitter text first", () => {
    expect(twitterText({ ...base, own: 'mine', og: 'og text' })).toBe('<mine>');
  });
  it('leaves it to Open Graph when Open Graph carries its own text', () => {
    expect(twitterText({ ...base, og: 'og text' })).toBe('');
  });
  it("falls back to the page's text otherwise, computing it only then", () => {
    expect(twitterText({ ...base, ogEnabled: false, og: 'og text' })).toBe('page text');
    let calls = 0;
    twitterText({ ...base, own: 'mine', fallback: () => String(++calls) });
    expect(calls).toBe(0);
  });
});
