import { describe, expect, it } from 'vitest';
import { archiveAtPath } from './archive-path';

describe('the archive a path names', () => {
  it('finds categories (nested too), tags and authors by their slug', () => {
    expect(archiveAtPath('/category/news/')).toEqual({
      kind: 'category',
      filter: { categoryName: 'news' },
    });
    expect(archiveAtPath('/category/news/company/')?.filter).toEqual({ categoryName: 'company' });
    expect(archiveAtPath('/tag/studio/')).toEqual({ kind: 'tag', filter: { tag: 'studio' } });
    expect(archiveAtPath('/author/jonas/')).toEqual({
      kind: 'author',
      filter: { authorName: 'jonas' },
    });
  });

  it('names nothing elsewhere', () => {
    for (const uri of ['/', '/about/', '/category/', '/tag/a/b/', '/author/a/b/', '/tags/x/']) {
      expect(archiveAtPath(uri)).toBeNull();
    }
  });
});
