import { autoembed } from './autoembed';
import { hasBlocks, parseBlocks } from './block-parser';
import { wpFilterContentTags } from './content-tags';
import { htmlEntityDecode } from './html-entities';
import { phpTrim, strReplaceAll } from './php';
import { renderBlock, renderBlocks } from './render-blocks';
import { DEFAULT_SHORTCODE_TAGS } from './shortcode-regex';
import { coreShortcodes } from './shortcode-registry';
import { doShortcode, shortcodeUnautop, stripShortcodes } from './shortcodes';
import { convertSmilies } from './smilies';
import { convertChars, wpTrimWords } from './text';
import { createRenderState, type RenderContext, type RenderHooks } from './types';
import { wpautop } from './wpautop';
import { wptexturize } from './wptexturize';

/** Options of the rendering entry points; `postId` is the post whose fields are rendered. */
export interface RenderOptions {
  postId?: number;
  postType?: string;
  hooks?: RenderHooks;
  /** Share one state across all fields of one request (gallery-N / audio-N counters). */
  state?: RenderContext['state'];
  shortcodeTags?: readonly string[];
}

function contextOf(options: RenderOptions): RenderContext {
  return {
    postId: options.postId ?? 0,
    postType: options.postType,
    hooks: options.hooks ?? {},
    state: options.state ?? createRenderState(),
    shortcodeTags: options.shortcodeTags,
  };
}

/** capital_P_dangit() outside titles: only where "Wordpress" clearly starts a word. */
export function capitalPDangit(text: string): string {
  return strReplaceAll(
    text,
    [' Wordpress', '&#8216;Wordpress', '&#8220;Wordpress', '>Wordpress', '(Wordpress'],
    [' WordPress', '&#8216;WordPress', '&#8220;WordPress', '>WordPress', '(WordPress'],
  );
}

/**
 * The the_content filters in WordPress's order: autoembed (8); do_blocks (9); wptexturize,
 * wpautop (only when the content has no blocks), shortcode_unautop, then plugins' filters at
 * the same priority (the caller's contentReplacement: FaustWP) (10); capital_P_dangit,
 * do_shortcode (11); wp_filter_content_tags (12); convert_smilies (20). prepend_attachment only
 * concerns attachment pages.
 */
function theContent(raw: string, ctx: RenderContext, forExcerpt: boolean): string {
  const tags = ctx.shortcodeTags ?? DEFAULT_SHORTCODE_TAGS;
  let text = raw;
  // do_blocks() also unhooks wpautop when the content has blocks; wp_trim_excerpt() unhooks
  // do_blocks itself (blocks were already rendered by excerpt_remove_blocks), so wpautop stays.
  const autop = forExcerpt || !hasBlocks(raw);
  text = autoembed(text);
  if (!forExcerpt) text = renderBlocks(text, ctx);
  text = wptexturize(text, tags);
  const late = ctx.state.wpautopAfterUnautop;
  if (autop && !late) text = wpautop(text);
  text = shortcodeUnautop(text, tags);
  if (autop && late) text = wpautop(text);
  if (!autop) ctx.state.wpautopAfterUnautop = true;
  if (ctx.hooks.contentReplacement) text = ctx.hooks.contentReplacement(text);
  text = capitalPDangit(text);
  text = doShortcode(text, coreShortcodes(ctx));
  if (!forExcerpt) text = wpFilterContentTags(text, ctx.hooks);
  return smilies(text, ctx);
}

function smilies(text: string, ctx: RenderContext): string {
  const includesUrl = ctx.hooks.smiliesIncludesUrl;
  return includesUrl === undefined ? text : convertSmilies(text, includesUrl);
}

/** apply_filters( 'the_content', $raw ) for a post. */
export function renderContent(raw: string, options: RenderOptions = {}): string {
  return theContent(raw, contextOf(options), false);
}

/** excerpt_remove_blocks(): renders only the blocks that make sense in an excerpt. */
export function excerptRemoveBlocks(content: string, ctx: RenderContext): string {
  if (!hasBlocks(content)) return content;
  const inner = [
    null,
    'core/freeform',
    'core/heading',
    'core/html',
    'core/list',
    'core/media-text',
    'core/paragraph',
    'core/preformatted',
    'core/pullquote',
    'core/quote',
    'core/table',
    'core/verse',
  ];
  const wrappers = ['core/columns', 'core/column', 'core/group'];
  const allowed = [...inner, ...wrappers];
  const renderInner = (block: ReturnType<typeof parseBlocks>[number]): string =>
    block.innerBlocks
      .filter((b) => allowed.includes(b.blockName))
      .map((b) => (b.innerBlocks.length === 0 ? renderBlock(b, ctx) : renderInner(b)))
      .join('');
  let output = '';
  for (const block of parseBlocks(content)) {
    if (!allowed.includes(block.blockName)) continue;
    if (block.innerBlocks.length > 0) {
      if (wrappers.includes(block.blockName as string)) {
        output += renderInner(block);
        continue;
      }
      // Skip the block if it has disallowed or nested inner blocks.
      if (block.innerBlocks.some((b) => !inner.includes(b.blockName) || b.innerBlocks.length > 0)) {
        continue;
      }
    }
    output += renderBlock(block, ctx);
  }
  return output;
}

/**
 * get_the_content() as wp_trim_excerpt() calls it under WPGraphQL: the first page only
 * (<!--nextpage-->), and with $more set, so a <!--more--> tag becomes the more anchor.
 */
export function firstPageTeaser(content: string, postId: number): string {
  let text = content;
  if (text.includes('<!--nextpage-->')) {
    text = text
      .split('\n<!--nextpage-->\n')
      .join('<!--nextpage-->')
      .split('\n<!--nextpage-->')
      .join('<!--nextpage-->')
      .split('<!--nextpage-->\n')
      .join('<!--nextpage-->')
      .split('<!-- wp:nextpage -->')
      .join('')
      .split('<!-- /wp:nextpage -->')
      .join('');
    if (text.startsWith('<!--nextpage-->')) text = text.slice(15);
    text = text.split('<!--nextpage-->')[0] as string;
  }
  const more = /<!--more(.*?)?-->/.exec(text);
  if (more) {
    if (text.includes('<!-- wp:more')) text = text.replace(/<!-- \/?wp:more(.*?) -->/g, '');
    // WPGraphQL's global $more is 1: the whole text with the more anchor in place of the tag.
    const at = text.indexOf(more[0]);
    text = `${text.slice(0, at)}<span id="more-${postId}"></span>${text.slice(at + more[0].length)}`;
  }
  return text;
}

/**
 * get_the_excerpt(): a hand-written excerpt is used as is; otherwise wp_trim_excerpt() builds
 * one from the content (no shortcodes, excerpt-safe blocks only, the content filters without
 * do_blocks and wp_filter_content_tags, 55 words, " [&hellip;]").
 */
export function getTheExcerpt(rawExcerpt: string, rawContent: string, options: RenderOptions = {}) {
  const ctx = contextOf(options);
  const tags = ctx.shortcodeTags ?? DEFAULT_SHORTCODE_TAGS;
  if (phpTrim(rawExcerpt) !== '') return rawExcerpt;
  let content = stripShortcodes(firstPageTeaser(rawContent, ctx.postId), tags);
  content = excerptRemoveBlocks(content, ctx);
  content = theContent(content, ctx, true).split(']]>').join(']]&gt;');
  return wpTrimWords(content, 55, ' [&hellip;]');
}

/**
 * get_the_excerpt + the_excerpt filters: wptexturize, convert_smilies, convert_chars, wpautop,
 * shortcode_unautop, wp_filter_content_tags.
 */
export function renderExcerpt(rawExcerpt: string, rawContent: string, options: RenderOptions = {}) {
  const ctx = contextOf(options);
  const tags = ctx.shortcodeTags ?? DEFAULT_SHORTCODE_TAGS;
  let text = getTheExcerpt(rawExcerpt, rawContent, { ...options, state: ctx.state });
  text = convertChars(smilies(wptexturize(text, tags), ctx));
  text = shortcodeUnautop(wpautop(text), tags);
  return wpFilterContentTags(text, ctx.hooks);
}

/** the_title filters (wptexturize, convert_chars, trim, capital_P_dangit for titles). */
export function renderTitle(raw: string): string {
  return phpTrim(convertChars(wptexturize(raw)))
    .split('Wordpress')
    .join('WordPress');
}

/** The raw post fields WPGraphQL's Post model reads. */
export interface RawPostFields {
  title: string;
  content: string;
  excerpt: string;
}

/**
 * What WPGraphQL 2.x returns for `title`, `content` and `excerpt` (format RENDERED):
 * - title: null when the raw title is empty (PHP empty(): '' or '0'), else the_title with HTML
 *   entities decoded (title decoding is on by default), null if that leaves nothing;
 * - content: null when the raw content is empty, else the_content (entities kept);
 * - excerpt: always a string ('' for a post with neither excerpt nor content).
 * Access rules (password-protected posts give null content and excerpt) are the caller's.
 */
export function renderPostFields(raw: RawPostFields, options: RenderOptions = {}) {
  const empty = (s: string) => s === '' || s === '0';
  const title = empty(raw.title) ? null : htmlEntityDecode(renderTitle(raw.title));
  const ctx = contextOf(options);
  const shared = { ...options, state: ctx.state };
  const excerpt = renderExcerpt(raw.excerpt, raw.content, shared);
  const content = empty(raw.content) ? null : renderContent(raw.content, shared);
  return { title: title === '' ? null : title, excerpt, content };
}
