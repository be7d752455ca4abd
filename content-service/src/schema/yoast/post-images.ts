import type { RequestContext } from '../context';
import { postMeta, singleMeta } from '../model/loaders';
import type { PostRow } from '../model/rows';
import type { OgImage } from './head';
import { attachmentIdByUrl, attachmentInfo } from './media';
import { alternativeImage } from './alternative-image';
import { int, text, yoastSettings } from './settings';

function metaText(ctx: RequestContext, row: PostRow, key: string): string {
  const v = singleMeta(postMeta(ctx, row.ID), `_yoast_wpseo_${key}`);
  return typeof v === 'string' ? v : '';
}

/** An image set by id (preferred) or URL, as Yoast stores user choices. */
export function imageFrom(ctx: RequestContext, id: number, url: string): OgImage | undefined {
  const byId = attachmentInfo(ctx, id);
  if (byId) return byId;
  if (url === '') return undefined;
  const found = attachmentIdByUrl(ctx, url);
  return (found && attachmentInfo(ctx, found)) || { url };
}

/** The site-wide default Open Graph image (wpseo_social og_default_image[_id]). */
export function defaultOgImage(ctx: RequestContext): OgImage | undefined {
  const social = yoastSettings(ctx).social;
  return imageFrom(ctx, int(social, 'og_default_image_id'), text(social, 'og_default_image'));
}

/**
 * Open Graph images (Open_Graph_Image_Generator): the one set on the post, else the indexable's
 * alternative image (alternative-image.ts), else the site default. Password-protected posts and sites without Open Graph show none.
 */
export function postOgImages(ctx: RequestContext, row: PostRow, ogEnabled: boolean): OgImage[] {
  if (!ogEnabled || row.post_password !== '') return [];
  const set = imageFrom(
    ctx,
    Number(metaText(ctx, row, 'opengraph-image-id')),
    metaText(ctx, row, 'opengraph-image'),
  );
  const image = set ?? alternativeImage(ctx, row) ?? defaultOgImage(ctx);
  return image ? [image] : [];
}

/**
 * twitter:image: the one set on the post; otherwise none when Open Graph already carries an image;
 * otherwise the post's own image.
 */
export function postTwitterImage(
  ctx: RequestContext,
  row: PostRow,
  ogEnabled: boolean,
  ogImages: OgImage[],
): string {
  if (row.post_password !== '') return '';
  const set = imageFrom(
    ctx,
    Number(metaText(ctx, row, 'twitter-image-id')),
    metaText(ctx, row, 'twitter-image'),
  );
  if (set) return set.url;
  if (ogEnabled && ogImages.length > 0) return '';
  return alternativeImage(ctx, row)?.url ?? '';
}
