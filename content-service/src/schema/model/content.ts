import type { RequestContext } from '../context';
import { canReadPrivate } from './access';
import { memo } from './loaders';
import { renderHooks } from './render-hooks';
import type { PostRow } from './rows';
import {
  blockSupportStylesFor,
  createRenderState,
  htmlEntityDecode,
  renderContent,
  renderExcerpt,
  renderTitle,
  type RenderState,
} from '../render';

/** WordPress's rendering state lives for one request, like its static counters (gallery-N...). */
function renderState(ctx: RequestContext): RenderState {
  return memo(ctx, 'render:state', () => createRenderState());
}

function options(ctx: RequestContext, row: PostRow) {
  return {
    postId: row.ID,
    postType: row.post_type,
    hooks: renderHooks(ctx),
    state: renderState(ctx),
  };
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

/**
 * The lavanda-headless plugin's `blockSupportStyles`: the block-supports rules of the generated
 * classes the rendered content holds (render/block-support-styles.ts); null without content.
 */
export function renderPostBlockSupportStyles(ctx: RequestContext, row: PostRow): string | null {
  const html = renderPostContent(ctx, row, undefined);
  if (html === null || html === '') return null;
  return blockSupportStylesFor(html, renderState(ctx).blockSupports);
}
