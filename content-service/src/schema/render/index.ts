/**
 * WordPress's rendering of post fields (the_content, the_excerpt, the_title) as pure functions.
 * See content.ts for the pipelines and types.ts for the hooks a caller provides.
 */
export {
  renderContent,
  renderExcerpt,
  getTheExcerpt,
  renderTitle,
  renderPostFields,
  excerptRemoveBlocks,
  type RawPostFields,
  type RenderOptions,
} from './content';
export { wpautop } from './wpautop';
export { wptexturize } from './wptexturize';
export { convertChars, wpTrimWords, wpStripAllTags } from './text';
export { doShortcode, stripShortcodes, shortcodeUnautop } from './shortcodes';
export { DEFAULT_SHORTCODE_TAGS, shortcodeParseAtts } from './shortcode-regex';
export { imgCaptionShortcode } from './caption';
export { galleryShortcode } from './gallery';
export { audioShortcode } from './audio';
export { wpFilterContentTags } from './content-tags';
export { parseBlocks, hasBlocks } from './block-parser';
export { renderBlocks, renderBlock, DYNAMIC_BLOCKS } from './render-blocks';
export { blockSupportStylesFor } from './block-support-styles';
export { htmlEntityDecode } from './html-entities';
export {
  createRenderState,
  type AttachmentInfo,
  type ImageMeta,
  type ParsedBlock,
  type RenderContext,
  type RenderHooks,
  type RenderState,
} from './types';
export { phpDate, MONTHS, DAYS } from './php-date';
export { dynamicBlockRenderer } from './dynamic';
export type {
  CommentInfo,
  MonthArchive,
  PostInfo,
  PostQuery,
  SiteData,
  TermInfo,
  UserInfo,
} from './dynamic';
