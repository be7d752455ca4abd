import type { BlockContext, ParsedBlock, RenderContext } from '../types';
import type { SiteData } from './site-data';

/** What a dynamic block's render callback gets (WP_Block: attributes, content, context). */
export interface DynamicBlockArgs {
  block: ParsedBlock;
  attrs: Readonly<Record<string, unknown>>;
  /** The rendered inner blocks ('' for the blocks that render them themselves). */
  content: string;
  /** The rendering context; `ctx.blockContext` is the block's context. */
  ctx: RenderContext;
  context: BlockContext;
  site: SiteData;
}

export type DynamicRenderer = (args: DynamicBlockArgs) => string;

/** An attribute as a string ('' when missing or not a string). */
export function attrString(attrs: Readonly<Record<string, unknown>>, key: string, fallback = '') {
  const value = attrs[key];
  return typeof value === 'string' ? value : fallback;
}

/** An attribute as a number (block.json default when missing). */
export function attrNumber(
  attrs: Readonly<Record<string, unknown>>,
  key: string,
  fallback: number,
) {
  const value = attrs[key];
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) {
    return Number(value);
  }
  return fallback;
}

/** An attribute as a boolean (block.json default when missing). */
export function attrBool(attrs: Readonly<Record<string, unknown>>, key: string, fallback: boolean) {
  const value = attrs[key];
  return value === undefined || value === null ? fallback : Boolean(value);
}

/** The block context value `key` as a number (0 when missing). */
export function contextId(context: BlockContext, key: string): number {
  const value = context[key];
  return typeof value === 'number' ? value : Number(value ?? 0) || 0;
}
