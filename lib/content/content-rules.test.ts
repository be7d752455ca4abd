import { describe, expect, it } from 'vitest';
import { categoryLabelFromUri } from './category-label';
import { postTitle } from './post-title';

describe('categoryLabelFromUri', () => {
  it('takes the second-to-last segment, dashes to spaces, upper-cased', () => {
    expect(categoryLabelFromUri('/product-news/launch/')).toBe('PRODUCT NEWS');
    expect(categoryLabelFromUri('/news/company/turns-five')).toBe('COMPANY');
  });

  it('has no label for a path of one segment (two or fewer with the leading empty one)', () => {
    expect(categoryLabelFromUri('/lavanda-turns-five/')).toBe(null);
    expect(categoryLabelFromUri('/lavanda-turns-five')).toBe(null);
    expect(categoryLabelFromUri('/')).toBe(null);
    expect(categoryLabelFromUri('')).toBe(null);
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
