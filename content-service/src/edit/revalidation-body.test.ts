import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../store/open-store';
import { editPost } from './post-edits';
import { postRevalidationBody, publicPostUri } from './revalidation-body';
import { DEMO_POST, demoStoreFile } from './test/store';

let db: Store;
beforeAll(async () => {
  ({ db } = await demoStoreFile());
});
afterAll(() => db.close());

const ARCHIVES = ['/category/news/', '/category/news/company/'];

describe('postRevalidationBody', () => {
  it('a published post: its path and the archives of its category and the parent', () => {
    expect(publicPostUri(db, DEMO_POST.id)).toBe(DEMO_POST.uri);
    expect(postRevalidationBody(db, DEMO_POST.id, DEMO_POST.uri)).toEqual({
      uri: DEMO_POST.uri,
      paths: ARCHIVES,
    });
  });

  it('a post taken down keeps the path it had, so the site drops its page', () => {
    const before = publicPostUri(db, DEMO_POST.id);
    editPost(db, DEMO_POST.id, { field: 'status', value: 'draft' });
    expect(publicPostUri(db, DEMO_POST.id)).toBeNull();
    expect(postRevalidationBody(db, DEMO_POST.id, before)).toEqual({
      uri: DEMO_POST.uri,
      paths: ARCHIVES,
    });
  });

  it('a draft that was never public names its archives only', () => {
    expect(postRevalidationBody(db, DEMO_POST.id, null)).toEqual({ paths: ARCHIVES });
  });
});
