import { createHash } from 'node:crypto';
import { layoutStyleRules } from './layout-style';
import { sanitizeTitle } from './php';
import { phpJsonEncode } from './php-json';
import { getStylesheetFromCssRules } from './style-engine';
import { addClasses, openTags } from './tag-processor';
import { globalBlockGap, HAS_BLOCK_GAP_SUPPORT, ROOT_PADDING_AWARE_ALIGNMENTS } from './theme';
import type { ParsedBlock, RenderState } from './types';

/*
 * wp_render_layout_support_flag() (WordPress 7): the layout classes on a block's inner-block
 * wrapper, including the `wp-container-{block}-is-layout-{hash}` class, which is added only when
 * wp_get_layout_style() generates a rule (layout-style.ts; the rule goes into the request's
 * 'block-supports' store), and whose hash is wp_unique_id_from_values() (md5 of the JSON of
 * everything the rule depends on) since WordPress 6.8.
 */

type Layout = Record<string, unknown>;

interface LayoutSupport {
  /** block.json supports.layout.default ({} when the block sets none). */
  default: Layout;
  /** supports.spacing.__experimentalSkipSerialization covers blockGap. */
  skipGap?: boolean;
}

/** Core blocks with layout support. */
export const LAYOUT_SUPPORT: Record<string, LayoutSupport> = {
  'core/group': { default: {} },
  'core/column': { default: {} },
  'core/columns': { default: { type: 'flex', flexWrap: 'nowrap' } },
  'core/cover': { default: {} },
  'core/quote': { default: {} },
  'core/buttons': { default: { type: 'flex' } },
  'core/social-links': { default: { type: 'flex' } },
  'core/gallery': { default: { type: 'flex' }, skipGap: true },
  'core/navigation': { default: { type: 'flex' } },
  'core/post-template': { default: {} },
  'core/query': { default: {} },
  'core/query-pagination': { default: { type: 'flex' } },
  'core/details': { default: {} },
  'core/post-content': { default: {} },
};

const LAYOUT_CLASS: Record<string, string> = {
  default: 'is-layout-flow',
  constrained: 'is-layout-constrained',
  flex: 'is-layout-flex',
  grid: 'is-layout-grid',
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** wp_sanitize_block_gap_value(): values that could break out of a CSS declaration are dropped. */
function sanitizeGap(value: unknown): unknown {
  const bad = (v: unknown) => typeof v === 'string' && v !== '' && /[\\(&=}]|\/\*/.test(v);
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bad(v) ? null : v]));
  }
  return bad(value) ? null : (value ?? null);
}

/** PHP decodes JSON objects as arrays: an empty one encodes back as `[]`. */
function asPhpValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asPhpValue);
  if (isObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return [];
    return Object.fromEntries(entries.map(([k, v]) => [k, asPhpValue(v)]));
  }
  return value;
}

/** wp_unique_id_from_values(): the prefix and the first 8 hex digits of md5(wp_json_encode()). */
export function uniqueIdFromValues(data: unknown, prefix: string): string {
  const hash = createHash('md5')
    .update(phpJsonEncode(asPhpValue(data)))
    .digest('hex');
  return prefix + hash.slice(0, 8);
}

function layoutClasses(block: ParsedBlock, support: LayoutSupport, state: RenderState): string[] {
  const name = block.blockName as string;
  const attrLayout = isObject(block.attrs.layout) ? block.attrs.layout : undefined;
  const used: Layout = { ...(attrLayout ?? support.default) };
  if (used.inherit || used.contentSize) used.type = 'constrained';
  const classes: string[] = [];
  if (ROOT_PADDING_AWARE_ALIGNMENTS && used.type === 'constrained') {
    classes.push('has-global-padding');
  }
  if (typeof attrLayout?.orientation === 'string' && attrLayout.orientation) {
    classes.push('is-' + sanitizeTitle(attrLayout.orientation));
  }
  if (typeof attrLayout?.justifyContent === 'string' && attrLayout.justifyContent) {
    classes.push('is-content-justification-' + sanitizeTitle(attrLayout.justifyContent));
  }
  if (attrLayout?.flexWrap === 'nowrap') classes.push('is-nowrap');
  const layoutClass = LAYOUT_CLASS[typeof used.type === 'string' ? used.type : 'default'] ?? '';
  if (layoutClass) classes.push(layoutClass);

  const style = isObject(block.attrs.style) ? block.attrs.style : {};
  const spacing = isObject(style.spacing) ? style.spacing : null;
  const gap = sanitizeGap(spacing?.blockGap);
  const skipGap = support.skipGap ?? false;
  const fallbackGap = globalBlockGap(name);
  const container = uniqueIdFromValues(
    [used, HAS_BLOCK_GAP_SUPPORT, gap, skipGap, fallbackGap, spacing],
    `wp-container-${sanitizeTitle(name)}-is-layout-`,
  );
  const css = getStylesheetFromCssRules(
    layoutStyleRules({
      selector: `.${container}`,
      layout: used,
      hasBlockGapSupport: HAS_BLOCK_GAP_SUPPORT,
      gap,
      skipGap,
      fallbackGap,
      spacing,
    }),
    state.blockSupports,
  );
  if (css !== '') classes.push(container);
  classes.push(`wp-block-${name.split('/').pop() as string}-${layoutClass}`);
  return classes;
}

/**
 * The class attribute of the innermost element the first innerContent chunk leaves open: the
 * wrapper the inner blocks go into (WordPress 7 tracks open and closed tags in that chunk).
 */
function innerWrapperClass(block: ParsedBlock): string | null {
  const first = block.innerContent[0];
  if (typeof first !== 'string' || block.innerContent.length <= 1) return null;
  const VOID = /^(AREA|BASE|BR|COL|EMBED|HR|IMG|INPUT|LINK|META|SOURCE|TRACK|WBR)$/;
  const events: { at: number; close: boolean; className: string | null }[] = openTags(first)
    .filter((t) => !VOID.test(t.name))
    .map((t) => ({ at: t.start, close: false, className: t.className }));
  for (const m of first.matchAll(/<\/[A-Za-z][A-Za-z0-9-]*[^>]*>/g)) {
    events.push({ at: m.index, close: true, className: null });
  }
  const stack: (string | null)[] = [];
  for (const e of events.sort((a, b) => a.at - b.at)) {
    if (e.close) stack.pop();
    else stack.push(e.className);
  }
  for (let i = stack.length - 1; i >= 0; i--) {
    const cls = stack[i];
    if (cls) return cls;
  }
  return null;
}

/** wp_render_layout_support_flag() for a block with layout support. */
export function applyLayout(block: ParsedBlock, content: string, state: RenderState): string {
  const support = LAYOUT_SUPPORT[block.blockName as string];
  if (!support) return content;
  const tags = openTags(content);
  if (tags.length === 0) return content;
  // WordPress stores the layout's rules before it looks for the wrapper to put the class on.
  const classes = layoutClasses(block, support, state);
  const wrapperClass = innerWrapperClass(block);
  let target = tags[0];
  if (wrapperClass) {
    target = tags.find((t) => t.className !== null && t.className.includes(wrapperClass));
  }
  return target ? addClasses(content, target, classes) : content;
}
