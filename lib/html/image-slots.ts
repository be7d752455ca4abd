import { CONTENT_WIDTH } from '@/theme/content-width';

/**
 * `sizes` for each image slot, from the layout's own geometry (blocks.module.css,
 * posts.module.css), so that the browser downloads no larger a candidate than the slot needs at
 * the screen's density. Media queries and `sizes` cannot read CSS variables: the widths are
 * repeated here from the same constants.
 */
const CONTENT_PX = Number.parseInt(CONTENT_WIDTH, 10);
/** A block's side padding (`.block`: 1.5rem each side). */
const BLOCK_GUTTERS = '3rem';
/** The gap between a two-column block's columns (`.hero .inner`, `.duplex`: 3rem). */
const COLUMN_GAP_PX = 48;
/** Where two-column blocks become two columns (blocks.module.css). */
const TWO_COLUMNS_FROM = '64em';
/** `.narrow` (the Single block's column): 48rem. */
const NARROW_PX = 768;

/** A post's featured image: the content width, edge to edge below it. */
export const FEATURED_IMAGE_SIZES = `(max-width: ${CONTENT_WIDTH}) 100vw, ${CONTENT_WIDTH}`;

/**
 * One column of a two-column block (PageHero, Duplex): the whole width less the block's padding
 * on a phone; half of the inner width less half the gap once side by side.
 */
export const HALF_COLUMN_SIZES =
  `(max-width: ${TWO_COLUMNS_FROM}) calc(100vw - ${BLOCK_GUTTERS}), ` +
  `min(calc(50vw - ${BLOCK_GUTTERS}), ${(CONTENT_PX - COLUMN_GAP_PX) / 2}px)`;

/** The narrow column (Single): 48rem, less the block's padding where the screen is narrower. */
export const NARROW_COLUMN_SIZES = `(max-width: ${NARROW_PX + 48}px) calc(100vw - ${BLOCK_GUTTERS}), ${NARROW_PX}px`;
