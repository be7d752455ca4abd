import { addClasses, openTags } from './tag-processor';
import type { ParsedBlock } from './types';

/*
 * The render_block filters WordPress 7 applies to static blocks, as far as they can be derived
 * from the block alone:
 * - core/paragraph, core/heading and core/list add their generated class (wp-block-paragraph,
 *   wp-block-heading, wp-block-list) to the first <p> / <h1>-<h6> / <ul>-<ol>;
 * - layout support adds `is-layout-{type}` and `wp-block-{name}-is-layout-{type}` (plus the
 *   justification/orientation/nowrap classes) to the inner-block wrapper.
 * Not ported: the `wp-container-…-is-layout-{hash}` classes (they need the theme's global
 * styles to know whether a layout style is generated), duotone, elements and the dynamic
 * render callbacks of core/image, core/gallery, core/cover and friends.
 */

type LayoutType = 'flow' | 'constrained' | 'flex' | 'grid';

/** Blocks with layout support and their default layout (block.json `supports.layout`). */
const LAYOUT_DEFAULTS: Record<string, Record<string, unknown>> = {
  'core/group': { type: 'flow' },
  'core/column': { type: 'flow' },
  'core/columns': { type: 'flex', flexWrap: 'nowrap' },
  'core/cover': { type: 'flow' },
  'core/quote': { type: 'flow' },
  'core/buttons': { type: 'flex' },
  'core/social-links': { type: 'flex' },
  'core/gallery': { type: 'flex' },
  'core/navigation': { type: 'flex' },
  'core/post-template': { type: 'flow' },
  'core/query': { type: 'flow' },
  'core/query-pagination': { type: 'flex' },
  'core/details': { type: 'flow' },
  'core/post-content': { type: 'flow' },
};

const sanitizeTitle = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-');

function layoutClasses(block: ParsedBlock): string[] {
  const name = block.blockName as string;
  const attrLayout = block.attrs.layout as Record<string, unknown> | undefined;
  const used = { ...(attrLayout ?? LAYOUT_DEFAULTS[name]) };
  if (used.inherit || used.contentSize) used.type = 'constrained';
  const type = (typeof used.type === 'string' ? used.type : 'flow') as LayoutType;
  const classes: string[] = [];
  // Twenty Twenty-Five sets useRootPaddingAwareAlignments.
  if (type === 'constrained') classes.push('has-global-padding');
  if (typeof attrLayout?.orientation === 'string' && attrLayout.orientation) {
    classes.push('is-' + sanitizeTitle(attrLayout.orientation));
  }
  if (typeof attrLayout?.justifyContent === 'string' && attrLayout.justifyContent) {
    classes.push('is-content-justification-' + sanitizeTitle(attrLayout.justifyContent));
  }
  if (attrLayout?.flexWrap === 'nowrap') classes.push('is-nowrap');
  classes.push(`is-layout-${type}`);
  classes.push(`wp-block-${name.split('/').pop() as string}-is-layout-${type}`);
  return classes;
}

/** wp_render_layout_support_flag() without the generated container class. */
function applyLayout(block: ParsedBlock, content: string): string {
  const tags = openTags(content);
  if (tags.length === 0) return content;
  // The last class attribute in the first chunk names the inner-block wrapper.
  let wrapperClass: string | null = null;
  const first = block.innerContent[0];
  if (typeof first === 'string' && block.innerContent.length > 1) {
    for (const t of openTags(first)) if (t.className) wrapperClass = t.className;
  }
  let target = tags[0];
  if (wrapperClass) {
    target = tags.find((t) => t.className !== null && t.className.includes(wrapperClass));
  }
  return target ? addClasses(content, target, layoutClasses(block)) : content;
}

/** Blocks whose render adds their class to the first tag of the given names. */
const CLASS_ON_FIRST: Record<string, [string, ReadonlySet<string>]> = {
  'core/paragraph': ['wp-block-paragraph', new Set(['P'])],
  'core/heading': ['wp-block-heading', new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6'])],
  'core/list': ['wp-block-list', new Set(['UL', 'OL'])],
};

export function applyBlockSupports(block: ParsedBlock, content: string): string {
  const name = block.blockName;
  if (!content || !name) return content;
  const first = CLASS_ON_FIRST[name];
  if (first) {
    const tag = openTags(content).find((t) => first[1].has(t.name));
    return tag ? addClasses(content, tag, [first[0]]) : content;
  }
  if (LAYOUT_DEFAULTS[name]) return applyLayout(block, content);
  return content;
}
