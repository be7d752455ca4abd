/*
 * The few theme.json values of the active theme (Twenty Twenty-Five, the reference site's theme)
 * that change the HTML WordPress renders for post content. No export carries theme.json, so they
 * are written down here from the theme's own file (wp-content/themes/twentytwentyfive/theme.json)
 * as wp_get_global_settings()/wp_get_global_styles() return them (presets resolved to CSS vars);
 * the layout container hashes of the recorded answers confirm them.
 */

/** settings.useRootPaddingAwareAlignments: constrained layouts get `has-global-padding`. */
export const ROOT_PADDING_AWARE_ALIGNMENTS = true;

/** settings.spacing.blockGap (appearanceTools turns it on): layouts may output gap styles. */
export const HAS_BLOCK_GAP_SUPPORT = true;

/** styles.spacing.blockGap. */
const ROOT_BLOCK_GAP = '1.2rem';

/** styles.blocks[name].spacing.blockGap. */
const BLOCK_GAPS: Record<string, string> = {
  'core/columns': 'var(--wp--preset--spacing--50)',
  'core/buttons': '16px',
  'core/quote': 'var(--wp--preset--spacing--30)',
};

/**
 * The block gap wp_render_layout_support_flag() takes from global styles (a variation's value
 * first, none of the theme's variations sets one; then the block's, then the root's).
 */
export function globalBlockGap(blockName: string): string {
  return BLOCK_GAPS[blockName] ?? ROOT_BLOCK_GAP;
}

/**
 * Block style variations that carry styles in theme.json (styles.blocks[name].variations):
 * only these get an `is-style-{variation}--N` instance class. The other registered styles
 * (separator dots, social links pill-shape...) have no theme.json data and get none.
 */
const STYLED_VARIATIONS: Record<string, readonly string[]> = {
  'core/button': ['outline'],
  'core/quote': ['plain'],
  'core/separator': ['wide'],
};

export function hasVariationStyles(blockName: string, variation: string): boolean {
  return STYLED_VARIATIONS[blockName]?.includes(variation) ?? false;
}

/**
 * The block templates the theme ships (twentytwentyfive/templates/*.html): where WordPress's
 * template loader stops looking (FaustWP's `templates` lists the hierarchy up to the first of them).
 */
export const THEME_BLOCK_TEMPLATES: readonly string[] = [
  '404',
  'archive',
  'home',
  'index',
  'page',
  'page-no-title',
  'search',
  'single',
];

/**
 * The theme's custom templates (twentytwentyfive/theme.json `customTemplates`): file slug, title
 * and the post types offering it. WP_Theme::get_page_templates() lists them for those types, and
 * WPGraphQL answers a post's `template` from that list (one ContentTemplate type each).
 */
export interface ThemeTemplate {
  /** What `_wp_page_template` holds when a post chose it. */
  slug: string;
  title: string;
  postTypes: readonly string[];
}

export const THEME_CUSTOM_TEMPLATES: readonly ThemeTemplate[] = [
  { slug: 'page-no-title', title: 'Page No Title', postTypes: ['page'] },
];
