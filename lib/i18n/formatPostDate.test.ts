import { describe, expect, it } from 'vitest';
import { formatPostDate } from './formatPostDate';

describe('formatPostDate', () => {
  it("shows 'MMM DD, YYYY' in capitals for en-US", () => {
    expect(formatPostDate('2024-01-05T10:00:00', 'en-US')).toBe('JAN 05, 2024');
  });

  it("uses each locale's own month names and order", () => {
    expect(formatPostDate('2024-03-05T10:00:00', 'de-DE')).toBe('05. MÄRZ 2024');
    expect(formatPostDate('2024-02-05T10:00:00', 'fr-FR')).toBe('05 FÉVR. 2024');
    expect(formatPostDate('2024-01-05T10:00:00', 'es-ES')).toBe('05 ENE 2024');
  });

  it("keeps WordPress's local date whatever the time zone (no shift at midnight)", () => {
    expect(formatPostDate('2024-01-05T23:59:59', 'en-US')).toBe('JAN 05, 2024');
    expect(formatPostDate('2024-01-05T00:00:00', 'en-US')).toBe('JAN 05, 2024');
    expect(formatPostDate('2024-01-05', 'en-US')).toBe('JAN 05, 2024');
  });

  it('reads a date with a zone as that instant, shown in UTC', () => {
    expect(formatPostDate('2024-01-05T23:30:00-02:00', 'en-US')).toBe('JAN 06, 2024');
  });

  it('is empty for a value that is not a date', () => {
    expect(formatPostDate('', 'en-US')).toBe('');
    expect(formatPostDate('yesterday', 'en-US')).toBe('');
  });
});
