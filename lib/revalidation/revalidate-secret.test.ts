import { describe, expect, it } from 'vitest';
import { parseRevalidateSecret, secretMatches } from './revalidate-secret';

const SECRET = 'a-test-secret-of-some-length';

describe('parseRevalidateSecret', () => {
  it('is null when the variable is unset or blank', () => {
    expect(parseRevalidateSecret({})).toBeNull();
    expect(parseRevalidateSecret({ REVALIDATE_SECRET: '  ' })).toBeNull();
  });

  it('takes a long enough secret', () => {
    expect(parseRevalidateSecret({ REVALIDATE_SECRET: SECRET })).toBe(SECRET);
  });

  it('refuses a short one, naming the variable', () => {
    expect(() => parseRevalidateSecret({ REVALIDATE_SECRET: 'short' })).toThrow(
      'REVALIDATE_SECRET must be at least 16 characters long',
    );
  });
});

describe('secretMatches', () => {
  it('matches only the exact secret', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches(`${SECRET}x`, SECRET)).toBe(false);
    expect(secretMatches(SECRET.slice(1), SECRET)).toBe(false);
    expect(secretMatches('', SECRET)).toBe(false);
  });

  it('refuses a missing or repeated header', () => {
    expect(secretMatches(undefined, SECRET)).toBe(false);
    expect(secretMatches([SECRET, SECRET], SECRET)).toBe(false);
  });
});
