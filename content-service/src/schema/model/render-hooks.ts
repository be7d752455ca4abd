import { prepared } from '../../store/prepared';
import { faustContentReplacement, faustSettings } from '../acf/faust-content';
import type { RequestContext } from '../context';
import {
  dynamicBlockRenderer,
  type AttachmentInfo,
  type ImageMeta,
  type RenderHooks,
} from '../render';
import { memo, option, postById, postMeta, singleMeta } from './loaders';
import { postLink } from './permalinks';
import { renderSite } from './render-site';

/*
 * The rendering hooks of one request, backed by the store: attachments for the media
 * shortcodes and image filters, the dynamic block renderers over the site's data, and
 * FaustWP's content_replacement (the_content at priority 10).
 */

function siteUrl(ctx: RequestContext): string {
  return (option<string>(ctx, 'siteurl') ?? option<string>(ctx, 'home') ?? '').replace(/\/+$/, '');
}

function uploadsBaseUrl(ctx: RequestContext): string {
  return `${siteUrl(ctx)}/wp-content/uploads`;
}

function attachmentInfo(ctx: RequestContext, id: number): AttachmentInfo | null {
  const row = postById(ctx, id);
  if (!row || row.post_type !== 'attachment') return null;
  const meta = postMeta(ctx, id);
  const file = singleMeta(meta, '_wp_attached_file');
  const metadata = singleMeta(meta, '_wp_attachment_metadata');
  const alt = singleMeta(meta, '_wp_attachment_image_alt');
  return {
    id,
    parentId: row.post_parent,
    menuOrder: row.menu_order,
    mimeType: row.post_mime_type,
    url: typeof file === 'string' && file ? `${uploadsBaseUrl(ctx)}/${file}` : row.guid,
    link: postLink(ctx, row) ?? '',
    title: row.post_title,
    caption: row.post_excerpt,
    alt: typeof alt === 'string' ? alt : '',
    meta: metadata && typeof metadata === 'object' ? (metadata as ImageMeta) : null,
    status: row.post_status,
  };
}

export function renderHooks(ctx: RequestContext): RenderHooks {
  return memo(ctx, 'render:hooks', () => {
    const faust = faustSettings(ctx);
    return {
      uploadsBaseUrl: uploadsBaseUrl(ctx),
      getAttachment: (id: number) => attachmentInfo(ctx, id),
      getChildAttachments: (parentId: number) =>
        (
          prepared(
            ctx.db,
            `SELECT ID FROM posts WHERE post_parent = ? AND post_type = 'attachment'
               ORDER BY menu_order ASC, ID ASC`,
          )
            .pluck()
            .all(parentId) as number[]
        )
          .map((id) => attachmentInfo(ctx, id))
          .filter((a): a is AttachmentInfo => a !== null),
      renderDynamicBlock: dynamicBlockRenderer(renderSite(ctx)),
      contentReplacement: (html: string) => faustContentReplacement(html, siteUrl(ctx), faust),
      // Every WordPress install stores use_smilies = 1; a store without the option has it on.
      ...(String(option(ctx, 'use_smilies') ?? '1') !== '0' && {
        smiliesIncludesUrl: `${siteUrl(ctx)}/wp-includes`,
      }),
    };
  });
}
