import { beforeEach, describe, expect, it } from 'vitest';
import { blankSite } from '../test/site';
import { createContext, type RequestContext } from '../context';
import { postById } from '../model/loaders';
import { type Store } from '../../store/open-store';
import { alternativeImage, firstContentImageUrl, mainImage } from './alternative-image';
import { postSeo } from './post-seo';

const UPLOADS = 'http://wp.test/wp-content/uploads';

describe('firstContentImageUrl', () => {
  it('takes the first <img> of the stored content with a full URL, as written', () => {
    expect(
      firstContentImageUrl(
        `<img src="/relative.jpg"><img class="wp-image-3" src="${UPLOADS}/a.jpg?w=604">`,
      ),
    ).toBe(`${UPLOADS}/a.jpg?w=604`);
    expect(firstContentImageUrl('<p>no image</p>')).toBeUndefined();
  });
});

describe("Yoast's images of a post", () => {
  let db: Store;
  let ctx: RequestContext;
  const post = (id: number, content: string) =>
    db
      .prepare(
        `INSERT INTO posts (ID, post_type, post_status, post_name, post_title, post_content)
         VALUES (?, 'post', 'publish', ?, 'P', ?)`,
      )
      .run(id, `p-${id}`, content);
  const attachment = (id: number, parent: number, file: string) => {
    db.prepare(
      `INSERT INTO posts (ID, post_type, post_status, post_name, post_title, post_parent,
         post_mime_type, menu_order)
       VALUES (?, 'attachment', 'inherit', ?, ?, ?, 'image/jpeg', ?)`,
    ).run(id, `a-${id}`, `a-${id}`, parent, id);
    const meta = db.prepare(
      `INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (?, ?, ?)`,
    );
    meta.run(id, '_wp_attached_file', file);
    const str = (v: string) => `s:${Buffer.byteLength(v)}:"${v}";`;
    const thumb = file.replace('.jpg', '-150x150.jpg').split('/').pop()!;
    const sizes = `a:1:{${str('thumbnail')}a:4:{${str('file')}${str(thumb)}${str('width')}i:150;${str('height')}i:150;${str('mime-type')}${str('image/jpeg')}}}`;
    meta.run(
      id,
      '_wp_attachment_metadata',
      `a:4:{${str('width')}i:1200;${str('height')}i:800;${str('file')}${str(file)}${str('sizes')}${sizes}}`,
    );
  };
  beforeEach(() => {
    db = blankSite({ wpseo_social: { opengraph: true } });
    ctx = createContext(db);
  });

  it('gives a content image by URL alone (no size), even when an attachment has that file', () => {
    post(1, `<img class="wp-image-9" src="${UPLOADS}/2024/01/b.jpg" />`);
    attachment(9, 0, '2024/01/b.jpg');
    expect(alternativeImage(ctx, postById(ctx, 1)!)).toEqual({ url: `${UPLOADS}/2024/01/b.jpg` });
    // The schema's main image finds the attachment at that URL: its size and full URL.
    expect(mainImage(ctx, postById(ctx, 1)!)).toMatchObject({ id: 9, width: 1200, height: 800 });
  });

  it("keeps a content URL with a query string as it is in the schema's main image", () => {
    post(2, `<img class="wp-image-9" src="${UPLOADS}/2024/01/b.jpg?w=604" />`);
    attachment(9, 0, '2024/01/b.jpg');
    expect(mainImage(ctx, postById(ctx, 2)!)).toEqual({ url: `${UPLOADS}/2024/01/b.jpg?w=604` });
  });

  it('gives no opengraphImage media item for a content URL with a query string', () => {
    post(5, `<img class="wp-image-9" src="${UPLOADS}/2024/01/b.jpg?w=604" />`);
    post(6, `<img src="${UPLOADS}/2024/01/b-150x150.jpg" />`);
    attachment(9, 0, '2024/01/b.jpg');
    const image = (id: number) =>
      (postSeo(ctx, postById(ctx, id)!).opengraphImage as () => { ID: number } | null)();
    // attachment_url_to_postid() compares the whole path; a size suffix points at the original.
    expect(image(5)).toBeNull();
    expect(image(6)?.ID).toBe(9);
  });

  it("prefers the first gallery's first image (a thumbnail) to the content's first image", () => {
    post(3, `<img src="${UPLOADS}/first.jpg" /> [gallery]`);
    attachment(11, 3, '2024/01/c.jpg');
    expect(alternativeImage(ctx, postById(ctx, 3)!)).toEqual({
      url: `${UPLOADS}/2024/01/c-150x150.jpg`,
    });
  });

  it('prefers the featured image, by id with its size', () => {
    post(4, `<img src="${UPLOADS}/first.jpg" />`);
    attachment(12, 0, '2024/01/d.jpg');
    db.prepare(
      `INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (4, '_thumbnail_id', '12')`,
    ).run();
    expect(alternativeImage(ctx, postById(ctx, 4)!)).toMatchObject({ id: 12, width: 1200 });
  });
});
