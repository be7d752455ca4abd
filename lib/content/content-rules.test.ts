import { describe, expect, it } from 'vitest';
import { categoryLabelFromUri } from './category-label';
import { formatPostDate } from './post-date';
import { postTitle } from './post-title';

describe('categoryLabelFromUri', () => {
  it('takes the second-to-last segment, dashes to spaces, upper-cased', () => {
    expect(categoryLabelFromUri('/product-news/launch/')).toBe('PRODUCT NEWS');
    expect(categoryLabelFromUri('/news/company/turns-five')).toBe('COMPANY');
  });

  it('is UNCATEGORIZED for a path of one segment (two or fewer with the leading empty one)', () => {
    expect(categoryLabelFromUri('/lavanda-turns-five/')).toBe('UNCATEGORIZED');
    expect(categoryLabelFromUri('/lavanda-turns-five')).toBe('UNCATEGORIZED');
    expect(categoryLabelFromUri('/')).toBe('UNCATEGORIZED');
    expect(categoryLabelFromUri('')).toBe('UNCATEGORIZED');
  });

  it('ignores a query and decodes percent-escapes', () => {
    expect(categoryLabelFromUri('/caf%C3%A9-news/post/?preview=true')).toBe('CAFÉ NEWS');
    expect(categoryLabelFromUri('/bad%E0%A4%A-x/post/')).toBe('BAD%E0%A4%A X');
  });
});

describe('postTitle', () => {
  it('uses the title when there is one', () => {
    expect(postTitle('Launch', 'SEO | Site')).toBe('Launch');
  });

  it('falls back to the SEO title before |', () => {
    expect(postTitle('', 'Launch notes | Lavanda')).toBe('Launch notes');
    expect(postTitle(null, 'No bar here')).toBe('No bar here');
    expect(postTitle('  ', null)).toBe('');
  });
});

describe('formatPostDate', () => {
  it("formats 'MMM DD, YYYY' in capitals from WordPress's local time", () => {
    expect(formatPostDate('2026-01-05T10:00:00')).toBe('JAN 05, 2026');
    expect(formatPostDate('2025-12-31T23:59:59')).toBe('DEC 31, 2025');
    expect(formatPostDate('2026-07-07')).toBe('JUL 07, 2026');
  });

  it('returns null for a missing or unreadable date', () => {
    expect(formatPostDate(null)).toBeNull();
    expect(formatPostDate('yesterday')).toBeNull();
    expect(formatPostDate('2026-13-01T00:00:00')).toBeNull();
  });
});
