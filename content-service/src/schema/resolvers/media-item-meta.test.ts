import { beforeEach, describe, expect, it } from 'vitest';
import { blankSite, queryData } from '../test/site';
import { type Store } from '../../store/open-store';

let db: Store;

function attachment(id: number, metadata: string): void {
  db.prepare(
    `INSERT INTO posts (ID, post_author, post_type, post_status, post_name, post_title, post_mime_type)
     VALUES (?, 0, 'attachment', 'inherit', ?, 'a', 'image/jpeg')`,
  ).run(id, `a-${id}`);
  db.prepare(
    `INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (?, '_wp_attachment_metadata', ?)`,
  ).run(id, metadata);
}

/** PHP's serialize() of an image_meta array (string values, as wp_read_image_metadata() stores). */
function imageMeta(values: Record<string, string>, keywords: string[] = []): string {
  const str = (s: string) => `s:${Buffer.byteLength(s)}:"${s}";`;
  const entries = Object.entries(values).map(([k, v]) => str(k) + str(v));
  const list = `a:${keywords.length}:{${keywords.map((k, i) => `i:${i};${str(k)}`).join('')}}`;
  return `a:${entries.length + 1}:{${entries.join('')}${str('keywords')}${list}}`;
}

const META = `meta { aperture camera caption copyright createdTimestamp credit focalLength iso
  keywords orientation shutterSpeed title }`;

const metaOf = async (id: number) =>
  (
    (
      await queryData(
        db,
        `{ mediaItem(id: ${id}, idType: DATABASE_ID) { mediaDetails { ${META} } } }`,
      )
    ).mediaItem as { mediaDetails: { meta: unknown } }
  ).mediaDetails.meta;

const EMPTY = {
  aperture: '0',
  credit: '',
  camera: '',
  caption: '',
  created_timestamp: '0',
  copyright: '',
  focal_length: '0',
  iso: '0',
  shutter_speed: '0',
  title: '',
  orientation: '0',
};

beforeEach(() => {
  db = blankSite();
});

describe('MediaDetails.meta (MediaItemMeta)', () => {
  it('gives the image_meta WordPress read from the file, numbers as numbers', async () => {
    const values = { ...EMPTY, aperture: '2.8', camera: 'Canon', created_timestamp: '1106000000' };
    attachment(
      30,
      `a:1:{s:10:"image_meta";${imageMeta({ ...values, focal_length: '35', iso: '200', shutter_speed: '0.004' }, ['a', 'b'])}}`,
    );
    expect(await metaOf(30)).toEqual({
      aperture: 2.8,
      camera: 'Canon',
      caption: '',
      copyright: '',
      createdTimestamp: 1106000000,
      credit: '',
      focalLength: 35,
      iso: 200,
      keywords: ['a', 'b'],
      orientation: '0',
      shutterSpeed: 0.004,
      title: '',
    });
  });

  it('answers null for a timestamp, focal length and shutter speed of "0", as WPGraphQL does', async () => {
    attachment(31, `a:1:{s:10:"image_meta";${imageMeta(EMPTY)}}`);
    expect(await metaOf(31)).toMatchObject({
      aperture: 0,
      iso: 0,
      createdTimestamp: null,
      focalLength: null,
      shutterSpeed: null,
      keywords: [],
    });
  });

  it('is null when the metadata has no image_meta', async () => {
    attachment(32, 'a:2:{s:5:"width";i:10;s:6:"height";i:20;}');
    expect(await metaOf(32)).toBeNull();
  });
});
