import type { RequestContext } from '../context';
import { memo, option, postById, postMeta, singleMeta } from '../model/loaders';
import type { PostRow } from '../model/rows';
import type { OgImage } from './head';
import { wpStripAllTags } from '../render';

/** wp_upload_dir()['baseurl']: `upload_url_path` when set, else `<siteurl>/wp-content/uploads`. */
export function uploadsBaseUrl(ctx: RequestContext): string {
  const custom = option<string>(ctx, 'upload_url_path');
  if (custom) return custom.replace(/\/+$/, '');
  const site = (option<string>(ctx, 'siteurl') ?? option<string>(ctx, 'home') ?? '').replace(
    /\/+$/,
    '',
  );
  return `${site}/wp-content/uploads`;
}

export interface AttachmentInfo extends OgImage {
  id: number;
  alt: string;
  row: PostRow;
}

/** An attachment's full-size URL, dimensions and type, from `_wp_attached_file` and its metadata. */
export function attachmentInfo(ctx: RequestContext, id: number): AttachmentInfo | undefined {
  if (!Number.isInteger(id) || id <= 0) return undefined;
  return memo(ctx, `yoast:attachment:${id}`, () => {
    const row = postById(ctx, id);
    if (!row || row.post_type !== 'attachment') return undefined;
    const meta = postMeta(ctx, id);
    const file = singleMeta(meta, '_wp_attached_file');
    const data = singleMeta(meta, '_wp_attachment_metadata');
    const dims = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    const url =
      typeof file === 'string' && file !== '' ? `${uploadsBaseUrl(ctx)}/${file}` : row.guid;
    const alt = singleMeta(meta, '_wp_attachment_image_alt');
    return {
      id,
      row,
      url,
      width: Number(dims.width) || undefined,
      height: Number(dims.height) || undefined,
      type: row.post_mime_type || undefined,
      alt: typeof alt === 'string' ? alt : '',
    };
  });
}

/**
 * The caption Yoast gives an attachment's ImageObject (Image_Helper::get_caption): its caption,
 * else its alt text, tags stripped; '' when it has neither.
 */
export function attachmentCaption(ctx: RequestContext, id: number): string {
  const info = attachmentInfo(ctx, id);
  if (!info) return '';
  return wpStripAllTags(info.row.post_excerpt || info.alt).trim();
}

/** attachment_url_to_postid(): the attachment whose file is at this uploads URL. */
export function attachmentIdByUrl(ctx: RequestContext, url: string): number | undefined {
  const base = `${uploadsBaseUrl(ctx)}/`;
  const path = url.replace(/^https?:/, '');
  const basePath = base.replace(/^https?:/, '');
  if (!path.startsWith(basePath)) return undefined;
  // The whole rest of the path, as attachment_url_to_postid() compares it: `?w=604` names none.
  const file = path.slice(basePath.length);
  const row = ctx.db
    .prepare(
      `SELECT pm.post_id AS id FROM postmeta pm JOIN posts p ON p.ID = pm.post_id
       WHERE pm.meta_key = '_wp_attached_file' AND pm.meta_value = ? AND p.post_type = 'attachment'
       ORDER BY pm.post_id LIMIT 1`,
    )
    .get(file) as { id: number } | undefined;
  return row?.id;
}

/** WPGraphQL Yoast's image lookup: the id when given, else the attachment at that URL. */
export function imageRow(ctx: RequestContext, image: OgImage | undefined): PostRow | null {
  if (!image) return null;
  // Size variants (`-300x200.jpg`) point at their original.
  const original = image.url.replace(/(.*)-\d+x\d+\.(jpg|png|gif)$/, '$1.$2');
  const id = image.id && original === image.url ? image.id : attachmentIdByUrl(ctx, original);
  return (id && attachmentInfo(ctx, id)?.row) || null;
}
