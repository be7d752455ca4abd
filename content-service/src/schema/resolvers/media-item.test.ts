import { beforeEach, describe, expect, it } from 'vitest';
import { blankSite, queryData } from '../test/site';
import { type Store } from '../../store/open-store';

/*
 * MediaItem's size arguments and MediaDetails.sizes(include, exclude), as WPGraphQL 2.20 resolves
 * them (Registry/Utils/PostObject.php, Type/ObjectType/MediaDetails.php).
 */
let db: Store;

const META =
  'a:5:{s:5:"width";i:1200;s:6:"height";i:800;s:4:"file";s:13:"2024/01/a.jpg";s:8:"filesize";i:900;' +
  's:5:"sizes";a:2:{' +
  's:9:"thumbnail";a:5:{s:4:"file";s:13:"a-150x150.jpg";s:5:"width";i:150;s:6:"height";i:150;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:15;}' +
  's:5:"large";a:5:{s:4:"file";s:14:"a-1024x683.jpg";s:5:"width";i:1024;s:6:"height";i:683;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:700;}' +
  '}}';

beforeEach(() => {
  db = blankSite();
  db.prepare(
    `INSERT INTO posts (ID, post_author, post_type, post_status, post_name, post_title, post_mime_type,
       post_date, post_date_gmt)
     VALUES (30, 0, 'attachment', 'inherit', 'a', 'a', 'image/jpeg', '2024-01-01 10:00:00', '2024-01-01 10:00:00')`,
  ).run();
  const meta = db.prepare(`INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (30, ?, ?)`);
  meta.run('_wp_attached_file', '2024/01/a.jpg');
  meta.run('_wp_attachment_metadata', META);
});

const item = async (fields: string) =>
  (
    (await queryData(db, `{ mediaItem(id: 30, idType: DATABASE_ID) { ${fields} } }`, null)) as {
      mediaItem: Record<string, unknown>;
    }
  ).mediaItem;

describe('MediaItem size arguments', () => {
  it('file, filePath and fileSize read the size asked when the metadata has it, else the original', async () => {
    expect(
      await item(
        'file(size: THUMBNAIL) f: file(size: MEDIUM) filePath(size: LARGE) p: filePath(size: MEDIUM) fileSize(size: LARGE) s: fileSize(size: MEDIUM) t: fileSize',
      ),
    ).toEqual({
      file: 'a-150x150.jpg',
      f: 'a.jpg',
      filePath: '/wp-content/uploads/2024/01/a-1024x683.jpg',
      p: '/wp-content/uploads/2024/01/a.jpg',
      fileSize: 700,
      s: 900,
      t: 900,
    });
  });

  it('srcSet lists the file shown first', async () => {
    const srcSet = (await item('srcSet(size: LARGE)')).srcSet as string;
    expect(srcSet.split(', ').map((s) => s.replace(/^.*\//, ''))).toEqual([
      'a-1024x683.jpg 1024w',
      'a.jpg 1200w',
    ]);
  });
});

describe('MediaDetails.sizes(include, exclude)', () => {
  it('keeps the sizes included, less those excluded; null when none remain', async () => {
    const details = await item(
      'mediaDetails { a: sizes(include: [THUMBNAIL]) { name } b: sizes(exclude: [THUMBNAIL]) { name } c: sizes(include: [LARGE], exclude: [LARGE]) { name } d: sizes { name } }',
    );
    expect(details.mediaDetails).toEqual({
      a: [{ name: 'thumbnail' }],
      b: [{ name: 'large' }],
      c: null,
      d: [{ name: 'thumbnail' }, { name: 'large' }],
    });
  });
});
