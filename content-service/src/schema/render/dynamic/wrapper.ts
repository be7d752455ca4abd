import { escAttr } from '../php';
import type { ParsedBlock } from '../types';

/*
 * get_block_wrapper_attributes(): the attributes the block supports add to a dynamic block's
 * wrapper, merged after the render callback's own (`extra`): class and style are joined
 * (callback's first), the others are the callback's. Supports serialized here, in
 * wp-settings.php's order: align, custom class name, generated class name, preset colours,
 * preset font size. Custom (non-preset) colours, typography, spacing and border styles are not
 * ported: the reference content gives dynamic blocks none.
 */

const kebab = (s: string) =>
  s
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([a-zA-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();

function supportClasses(block: ParsedBlock): string[] {
  const attrs = block.attrs;
  const classes: string[] = [];
  if (typeof attrs.align === 'string' && attrs.align) classes.push(`align${attrs.align}`);
  if (typeof attrs.className === 'string' && attrs.className) classes.push(attrs.className);
  classes.push(`wp-block-${(block.blockName ?? '').replace(/^core\//, '').replace('/', '-')}`);
  if (typeof attrs.textColor === 'string' && attrs.textColor) {
    classes.push('has-text-color', `has-${kebab(attrs.textColor)}-color`);
  }
  if (typeof attrs.backgroundColor === 'string' && attrs.backgroundColor) {
    classes.push('has-background', `has-${kebab(attrs.backgroundColor)}-background-color`);
  }
  if (typeof attrs.fontSize === 'string' && attrs.fontSize) {
    classes.push(`has-${kebab(attrs.fontSize)}-font-size`);
  }
  return classes;
}

export function blockWrapperAttributes(
  block: ParsedBlock,
  extra: Readonly<Record<string, string>> = {},
): string {
  const merged: Record<string, string> = {};
  const supports: Record<string, string> = { class: supportClasses(block).join(' ') };
  for (const name of ['style', 'class', 'id', 'aria-label']) {
    const own = extra[name] ?? '';
    const added = supports[name] ?? '';
    if (own === '' && added === '') continue;
    merged[name] = own === '' ? added : added === '' ? own : `${own} ${added}`;
  }
  for (const [name, value] of Object.entries(extra)) {
    if (!['style', 'class', 'id', 'aria-label'].includes(name)) merged[name] = value;
  }
  return Object.entries(merged)
    .map(([name, value]) => `${name}="${escAttr(value)}"`)
    .join(' ');
}
