import { describe, expect, it } from 'vitest';
import { secretMatches } from './revalidate-secret';

const SECRET = 'a-test-secret-of-some-length';

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
