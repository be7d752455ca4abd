import { createCssRulesStore, type CssRulesStore } from './style-engine';

/** One generated size of an image attachment, as `_wp_attachment_metadata` stores it. */
export interface ImageSize {
  file: string;
  width: number;
  height: number;
  'mime-type'?: string;
}

/** The decoded `_wp_attachment_metadata` of an image attachment. */
export interface ImageMeta {
  width: number;
  height: number;
  file: string;
  sizes?: Record<string, ImageSize>;
  original_image?: string;
}

/** What the media shortcodes and wp_filter_content_tags() need to know about an attachment. */
export interface AttachmentInfo {
  id: number;
  parentId: number;
  menuOrder: number;
  /** post_mime_type, e.g. image/jpeg or audio/mpeg. */
  mimeType: string;
  /** wp_get_attachment_url(): the uploaded file's URL. */
  url: string;
  /** get_attachment_link(): the attachment page permalink. */
  link: string;
  title: string;
  /** post_excerpt, which WordPress uses as the caption. */
  caption: string;
  /** `_wp_attachment_image_alt`. */
  alt: string;
  /** Decoded `_wp_attachment_metadata` (null when missing or not an image). */
  meta: ImageMeta | null;
  /** post_status; attachments are 'inherit'. */
  status?: string;
}

/** A block as WP_Block_Parser returns it. */
export interface ParsedBlock {
  blockName: string | null;
  attrs: Record<string, unknown>;
  innerBlocks: ParsedBlock[];
  innerHTML: string;
  /** HTML chunks with null where each inner block goes. */
  innerContent: (string | null)[];
}

/**
 * Data the rendering functions read from the site. Everything is synchronous and side-effect
 * free so the functions stay pure; the caller backs these with its store.
 */
export interface RenderHooks {
  /** An attachment by id (any post type other than attachment: null). */
  getAttachment?: (id: number) => AttachmentInfo | null;
  /** All attachments whose post_parent is the given post id. */
  getChildAttachments?: (parentId: number) => AttachmentInfo[];
  /** The uploads base URL (wp_get_upload_dir()['baseurl']), without trailing slash. */
  uploadsBaseUrl?: string;
  /**
   * Renders a dynamic block (one WordPress renders with a PHP callback, e.g. core/latest-posts).
   * `content` is the block's already rendered inner content ('' for the blocks that render
   * their inner blocks themselves, see SELF_RENDERING_BLOCKS); `context.blockContext` is what
   * the parents provide (postId, queryId, commentId...). Returning null (or leaving the hook
   * out) renders '' for blocks known to be dynamic.
   */
  renderDynamicBlock?: (
    block: ParsedBlock,
    content: string,
    context: RenderContext,
  ) => string | null;
  /**
   * Filters hooked on the_content at priority 10 after WordPress's own (FaustWP's
   * content_replacement): they see blocks rendered (9) but shortcodes not yet expanded (11).
   */
  contentReplacement?: (html: string) => string;
  /**
   * includes_url() without trailing slash when the `use_smilies` option is on (convert_smilies
   * on the_content and the_excerpt); left out, smileys stay text.
   */
  smiliesIncludesUrl?: string;
}

/**
 * Counters WordPress keeps in static variables for the whole request (gallery-N, audio-N, the
 * `?_=N` of media sources): share one state between all the fields of one GraphQL answer.
 */
export interface RenderState {
  galleryInstance: number;
  audioInstance: number;
  videoInstance: number;
  /**
   * Once content with blocks went through the_content, do_blocks() has unhooked wpautop and
   * _restore_wpautop_hook() has hooked it again at priority 10, but now after
   * shortcode_unautop: for the rest of the request, shortcodes stay wrapped in <p>.
   */
  wpautopAfterUnautop: boolean;
  /** wp_unique_id()'s static counter, shared by every prefix (modal-N, wp-block-gallery-N...). */
  uniqueId: number;
  /** Counters render callbacks keep in their own static variables (core/categories' ids). */
  blockInstances: Record<string, number>;
  /**
   * The style engine's 'block-supports' store: the rules of every layout rendered in the request
   * so far, in the order first added (what a theme prints in the page head).
   */
  blockSupports: CssRulesStore;
}

export function createRenderState(): RenderState {
  return {
    galleryInstance: 0,
    audioInstance: 0,
    videoInstance: 0,
    wpautopAfterUnautop: false,
    uniqueId: 0,
    blockInstances: {},
    blockSupports: createCssRulesStore(),
  };
}

/** wp_unique_id( $prefix ): one counter for the whole request, whatever the prefix. */
export function wpUniqueId(state: RenderState, prefix = ''): string {
  state.uniqueId += 1;
  return `${prefix}${state.uniqueId}`;
}

/**
 * WP_Block::$context: what ancestors provide to a block (render_block() starts it with the
 * global post; core/query adds queryId and query, core/post-template a postId per post...).
 */
export type BlockContext = Readonly<Record<string, unknown>>;

/** Everything one rendering call needs: the current post, the hooks, the request state. */
export interface RenderContext {
  /** The global $post while the filters run (gallery/audio default to it). */
  postId: number;
  /** Its post type, the `postType` block context of top-level blocks (default 'post'). */
  postType?: string;
  hooks: RenderHooks;
  state: RenderState;
  /** Registered shortcodes; defaults to DEFAULT_SHORTCODE_TAGS. */
  shortcodeTags?: readonly string[];
  /** The block context of the block being rendered; defaults to `{ postId }`. */
  blockContext?: BlockContext;
}
