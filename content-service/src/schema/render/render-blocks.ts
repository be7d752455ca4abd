import { applyBlockSupports } from './block-supports';
import { parseBlocks } from './block-parser';
import type { ParsedBlock, RenderContext } from './types';
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
 * render_block() / WP_Block::render(): inner blocks are rendered into the places the parser
 * left in innerContent, dynamic blocks go through the hook, then the render_block filters
 * (block supports) run.
 */
export function renderBlock(block: ParsedBlock, ctx: RenderContext): string {
  let content = '';
  let index = 0;
  for (const chunk of block.innerContent) {
    if (typeof chunk === 'string') {
      content += chunk;
    } else {
      const inner = block.innerBlocks[index++];
      if (inner) content += renderBlock(inner, ctx);
    }
  }
  const name = block.blockName;
  if (name === 'core/shortcode') {
    // render_block_core_shortcode(): the shortcode block is auto-paragraphed on its own.
    content = wpautop(content);
  } else if (name && DYNAMIC_BLOCKS.has(name)) {
    content = ctx.hooks.renderDynamicBlock?.(block, content, ctx) ?? '';
  }
  return name ? applyBlockSupports(block, content) : content;
}

/** do_blocks(): renders every top-level block and concatenates the results. */
export function renderBlocks(content: string, ctx: RenderContext): string {
  return parseBlocks(content)
    .map((b) => renderBlock(b, ctx))
    .join('');
}
