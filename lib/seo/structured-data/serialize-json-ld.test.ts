import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './serialize-json-ld';

describe('serializeJsonLd', () => {
  const hostile = {
    headline: '</script><script>alert(1)</script> & <!-- x -->',
    description: 'line\u2028break\u2029here',
  };

  it('writes no character that could end or alter the script element', () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('reads back as the same data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });
});
