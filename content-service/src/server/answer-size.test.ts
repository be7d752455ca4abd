import { describe, expect, it } from 'vitest';
import { jsonBytesAtLeast, leafBytes } from './answer-size';
import { phpJsonEncode } from './php-json';

describe('answer size, counted without writing the answer', () => {
  it('counts plain JSON exactly as phpJsonEncode writes it', () => {
    const payload = {
      data: { a: { nodes: [{ title: 'x', n: 12, ok: true, none: null }, { title: '' }] } },
      extensions: { debug: [{ type: 'T', message: 'm' }] },
    };
    expect(jsonBytesAtLeast(payload, Infinity)).toBe(phpJsonEncode(payload).length);
    expect(jsonBytesAtLeast([payload, payload], Infinity)).toBe(
      phpJsonEncode([payload, payload]).length,
    );
  });

  it('never counts more than is written (escapes only add)', () => {
    const payload = { data: { s: '/π/ 😀 "q" \n', list: ['a/b', null, 3] } };
    expect(jsonBytesAtLeast(payload, Infinity)).toBeLessThan(phpJsonEncode(payload).length);
    expect(leafBytes(['a', 'b'])).toBe(phpJsonEncode(['a', 'b']).length);
    expect(leafBytes(Promise.resolve('x'))).toBe(0);
  });

  it('stops counting once past the limit', () => {
    const big = { nodes: Array.from({ length: 100_000 }, () => ({ content: 'x'.repeat(100) })) };
    const counted = jsonBytesAtLeast(big, 1_000);
    expect(counted).toBeGreaterThan(1_000);
    expect(counted).toBeLessThan(2_000);
  });
});
