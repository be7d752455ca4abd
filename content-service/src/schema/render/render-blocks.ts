import { renderGalleryBlock, withGalleryImageIds } from './block-gallery';
import { renderImageBlock } from './block-image';
import { withStyleVariationInstance } from './block-style-variations';
import { applyBlockSupports } from './block-supports';
import { parseBlocks } from './block-parser';
import type { BlockContext, ParsedBlock, RenderContext } from './types';
import { wpautop } from './wpautop';

/**
 * Core blocks WordPress 7 renders with a PHP render callback whose output depends on the site
 * (queries, options, the current user...). Their saved HTML is not what WordPress prints, so the
 * caller's `renderDynamicBlock` hook decides; without it they render as ''.
 */
export const DYNAMIC_BLOCKS: ReadonlySet<string> = new Set(
  [
    'archives',
    'avatar',
    'block',
    'calendar',
    'categories',
    'comment-author-name',
    'comment-content',
    'comment-date',
    'comment-edit-link',
    'comment-reply-link',
    'comment-template',
    'comments',
    'comments-pagination',
    'comments-pagination-next',
    'comments-pagination-numbers',
    'comments-pagination-previous',
    'comments-title',
    'footnotes',
    'home-link',
    'latest-comments',
    'latest-posts',
    'legacy-widget',
    'loginout',
    'navigation',
    'navigation-link',
    'navigation-submenu',
    'page-list',
    'page-list-item',
    'pattern',
    'post-author',
    'post-author-biography',
    'post-author-name',
    'post-comments-form',
    'post-content',
    'post-date',
    'post-excerpt',
    'post-featured-image',
    'post-navigation-link',
    'post-template',
    'post-terms',
    'post-title',
    'query-no-results',
    'query-pagination',
    'query-pagination-next',
    'query-pagination-numbers',
    'query-pagination-previous',
    'query-title',
    'read-more',
    'rss',
    'search',
    'site-logo',
    'site-tagline',
    'site-title',
    'social-link',
    'tag-cloud',
    'template-part',
    'term-description',
    'widget-group',
  ].map((n) => `core/${n}`),
);

/**
 * Dynamic blocks whose render callback renders the inner blocks itself (per post, per comment,
 * inside a menu container): their inner blocks are not rendered beforehand.
 */
export const SELF_RENDERING_BLOCKS: ReadonlySet<string> = new Set([
  'core/comment-template',
  'core/navigation',
  'core/post-template',
]);

/** providesContext of the core blocks that pass attributes down (block.json, with defaults). */
const PROVIDED_CONTEXT: Record<string, Record<string, [string, unknown]>> = {
  'core/query': {
    queryId: ['queryId', undefined],
    query: ['query', undefined],
    displayLayout: ['displayLayout', undefined],
    enhancedPagination: ['enhancedPagination', false],
  },
  'core/query-pagination': {
    paginationArrow: ['paginationArrow', 'none'],
    showLabel: ['showLabel', true],
  },
  'core/social-links': {
    openInNewTab: ['openInNewTab', false],
    showLabels: ['showLabels', false],
    iconColorValue: ['iconColorValue', undefined],
    iconBackgroundColorValue: ['iconBackgroundColorValue', undefined],
  },
};

function providedContext(block: ParsedBlock, context: BlockContext): BlockContext {
  const provides = PROVIDED_CONTEXT[block.blockName ?? ''];
  if (!provides) return context;
  const added: Record<string, unknown> = {};
  for (const [key, [attr, fallback]] of Object.entries(provides)) {
    const value = block.attrs[attr] ?? fallback;
    if (value !== undefined) added[key] = value;
  }
  return { ...context, ...added };
}

/** The context render_block() gives a top-level block: the global post. */
function topLevelContext(ctx: RenderContext): BlockContext {
  return { postId: ctx.postId, postType: ctx.postType ?? 'post' };
}

/** The render_block_data filters, applied before a block's inner blocks render. */
function blockDataFilters(block: ParsedBlock, ctx: RenderContext): ParsedBlock {
  return withStyleVariationInstance(withGalleryImageIds(block), ctx.state);
}

/**
 * WP_Block::render()'s inner loop: inner blocks rendered into the places the parser left in
 * innerContent, with `context` as their block context.
 */
export function renderInnerBlocks(block: ParsedBlock, ctx: RenderContext, context?: BlockContext) {
  const innerCtx: RenderContext = { ...ctx, blockContext: context ?? ctx.blockContext };
  let content = '';
  let index = 0;
  for (const chunk of block.innerContent) {
    if (typeof chunk === 'string') {
      content += chunk;
    } else {
      const inner = block.innerBlocks[index++];
      if (inner) content += renderBlock(inner, innerCtx);
    }
  }
  return content;
}

/**
 * render_block() / WP_Block::render(): the render_block_data filters, the inner blocks, the
 * render callback (dynamic blocks go through the hook), then the render_block filters.
 */
export function renderBlock(input: ParsedBlock, ctx: RenderContext): string {
  const block = input.blockName ? blockDataFilters(input, ctx) : input;
  const name = block.blockName;
  const context = ctx.blockContext ?? topLevelContext(ctx);
  const own: RenderContext = { ...ctx, blockContext: context };
  let content = '';
  if (!name || !SELF_RENDERING_BLOCKS.has(name)) {
    content = renderInnerBlocks(block, own, name ? providedContext(block, context) : context);
  }
  if (name === 'core/shortcode') {
    // render_block_core_shortcode(): the shortcode block is auto-paragraphed on its own.
    content = wpautop(content);
  } else if (name === 'core/image') {
    content = renderImageBlock(block, content);
  } else if (name === 'core/gallery') {
    content = renderGalleryBlock(content, ctx.state);
  } else if (name && DYNAMIC_BLOCKS.has(name)) {
    content = ctx.hooks.renderDynamicBlock?.(block, content, own) ?? '';
  }
  return name ? applyBlockSupports(block, content, ctx.state) : content;
}

/** do_blocks(): renders every top-level block and concatenates the results. */
export function renderBlocks(content: string, ctx: RenderContext): string {
  return parseBlocks(content)
    .map((b) => renderBlock(b, ctx))
    .join('');
}
