import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from '../schema/create-schema';
import { type RunningServer, startServer } from '../server';
import { type Store, openStore } from '../store/open-store';
import { EditError } from './edit-error';
import { editPost } from './post-edits';
import { DEMO_POST, demoStoreFile } from './test/store';

let db: Store;
let file: string;

beforeAll(async () => {
  ({ db, file } = await demoStoreFile());
});
afterAll(() => db.close());

const row = (id: number) =>
  db
    .prepare(
      'SELECT post_title, post_content, post_status, post_modified, post_modified_gmt FROM posts WHERE ID = ?',
    )
    .get(id) as Record<string, string>;

describe('editPost', () => {
  it('sets the title and the modified times, local (the site time zone) and UTC', () => {
    // Europe/Ljubljana in summer is UTC+2.
    editPost(
      db,
      DEMO_POST.id,
      { field: 'title', value: 'Lavanda is five' },
      new Date('2025-07-01T10:00:00Z'),
    );
    expect(row(DEMO_POST.id)).toMatchObject({
      post_title: 'Lavanda is five',
      post_modified: '2025-07-01 12:00:00',
      post_modified_gmt: '2025-07-01 10:00:00',
    });
  });

  it('sets the content and the status', () => {
    editPost(db, DEMO_POST.id, { field: 'content', value: '<p>New</p>' });
    editPost(db, DEMO_POST.id, { field: 'status', value: 'draft' });
    expect(row(DEMO_POST.id)).toMatchObject({ post_content: '<p>New</p>', post_status: 'draft' });
    editPost(db, DEMO_POST.id, { field: 'status', value: 'publish' });
  });

  it('refuses IDs that are not a post or page, changing nothing', () => {
    const attachment = db
      .prepare("SELECT ID FROM posts WHERE post_type = 'attachment' LIMIT 1")
      .pluck()
      .get() as number;
    const before = row(attachment);
    expect(() => editPost(db, attachment, { field: 'title', value: 'x' })).toThrow(EditError);
    expect(row(attachment)).toEqual(before);
    expect(() => editPost(db, 999_999, { field: 'title', value: 'x' })).toThrow(
      'there is no post or page with ID 999999',
    );
  });
});

describe('a running content service and an edit from another connection', () => {
  let server: RunningServer;
  let served: Store;

  beforeAll(async () => {
    served = openStore(file);
    server = await startServer({
      db: served,
      schema: createSchema(served),
      port: 0,
      log: () => {},
    });
  });
  afterAll(async () => {
    await server.close();
    served.close();
  });

  const title = async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ post(id: ${DEMO_POST.id}, idType: DATABASE_ID) { title } }`,
      }),
    });
    return ((await response.json()) as { data: { post: { title: string } } }).data.post.title;
  };

  it('answers with the edited title at once (nothing of the old row is kept in memory)', async () => {
    await title();
    const editor = openStore(file);
    editPost(editor, DEMO_POST.id, { field: 'title', value: 'Edited elsewhere' });
    editor.close();
    expect(await title()).toBe('Edited elsewhere');
  });
});
