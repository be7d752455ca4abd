import type { DynamicRenderer } from './types';

/*
 * Blocks that print nothing when a post's content is rendered: the site logo (the theme has no
 * custom logo), the term description and the archive/search title (no archive is queried),
 * and the comment edit link (anonymous readers may not edit). Pagination children that a
 * single page of results leaves empty go here too.
 */
export const renderNothing: DynamicRenderer = () => '';
