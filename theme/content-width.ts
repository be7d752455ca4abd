/**
 * Header, footer and content are at most this wide (1300px). The one source: Chakra
 * props say `content`, CSS Modules `var(--chakra-sizes-content)`, and image `sizes` attributes
 * (media queries cannot read a CSS variable) import this constant. A file of its own, so that a
 * component importing it does not pull the token set into its page's JavaScript.
 */
export const CONTENT_WIDTH = '1300px';
