import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import { canReadPrivate } from './access';
import { memo, option, postById, postMeta, singleMeta } from './loaders';
import { postLink } from './permalinks';
import type { PostRow } from './rows';
import {
  createRenderState,
  htmlEntityDecode,
  renderContent,
  renderExcerpt,
  renderTitle,
  type AttachmentInfo,
  type ImageMeta,
  type RenderHooks,
  type RenderState,
} from '../render';

/** WordPress's rendering state lives for one request, like its static counters (gallery-N...). */
function renderState(ctx: RequestContext): RenderState {
  return memo(ctx, 'render:state', () => createRenderState());
}

function uploadsBaseUrl(ctx: RequestContext): string {
  const site = option<string>(ctx, 'siteurl') ?? option<string>(ctx, 'home') ?? '';
  return `${site.replace(/\/+$/, '')}/wp-content/uploads`;
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

function hooks(ctx: RequestContext): RenderHooks {
  return memo(ctx, 'render:hooks', () => ({
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
  }));
}

function options(ctx: RequestContext, row: PostRow) {
  return { postId: row.ID, hooks: hooks(ctx), state: renderState(ctx) };
}

const isEmpty = (s: string) => s === '' || s === '0';

/** the_title, entity-decoded as WPGraphQL returns it; null when there is no title. */
export function renderPostTitle(row: PostRow): string | null {
  if (isEmpty(row.post_title)) return null;
  return htmlEntityDecode(renderTitle(row.post_title)) || null;
}

/**
 * the_content. `format: RAW` gives the stored value, and only to readers who may edit it
 * (as WPGraphQL does).
 */
export function renderPostContent(
  ctx: RequestContext,
  row: PostRow,
  format: string | undefined,
): string | null {
  if (format === 'RAW') return canReadPrivate(ctx) ? row.post_content : null;
  if (isEmpty(row.post_content)) return null;
  return memo(ctx, `render:content:${row.ID}:${row.post_modified}`, () =>
    renderContent(row.post_content, options(ctx, row)),
  );
}

/** get_the_excerpt + the_excerpt: the stored excerpt, or one generated from the content. */
export function renderPostExcerpt(
  ctx: RequestContext,
  row: PostRow,
  format: string | undefined,
): string | null {
  if (format === 'RAW') return canReadPrivate(ctx) ? row.post_excerpt : null;
  return memo(ctx, `render:excerpt:${row.ID}:${row.post_modified}`, () =>
    renderExcerpt(row.post_excerpt, row.post_content, options(ctx, row)),
  );
}
