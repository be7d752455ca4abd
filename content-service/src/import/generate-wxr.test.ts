import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateWxr } from './generate-wxr';
import { importWxr } from './import-wxr';
import { scanWxr, tempDir, tempStore } from './test/wxr-support';

describe('generateWxr', () => {
  it('writes a valid WXR whose 200 posts import with their terms and comments', async () => {
    const file = path.join(tempDir(), 'bench.xml');
    const generated = await generateWxr(file, { posts: 200 });
    expect(generated.bytes).toBeGreaterThan(0);
    expect(scanWxr(readFileSync(file, 'utf8')).posts).toEqual({ post: 200 });

    const { db } = tempStore();
    const summary = await importWxr(db, file);
    expect(summary.posts).toEqual({ post: 200 });
    // Plus the default category 'Uncategorized' a WordPress site always has.
    expect(summary.terms).toEqual({
      category: generated.categories + 1,
      post_tag: generated.tags,
    });
    expect(summary.comments).toBe(generated.comments);
    expect(summary.authors).toBe(generated.authors);
    // The category tree is three levels deep.
    const depth = db
      .prepare(
        `SELECT COUNT(*) FROM term_taxonomy c JOIN term_taxonomy p ON p.term_id = c.parent
         JOIN term_taxonomy g ON g.term_id = p.parent WHERE c.taxonomy = 'category'`,
      )
      .pluck()
      .get();
    expect(depth).toBeGreaterThan(0);
    db.close();
  });
});
