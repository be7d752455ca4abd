import { wpToKebabCase } from './kebab-case';
import { phpTrim } from './php';
import { isPhpArray, phpAt, phpStrval, phpTruthy } from './php-loose';
import { safecssFilterAttr } from './safecss';
import { paddingDeclarations } from './spacing-styles';
import type { CssRuleInput } from './style-engine';

/*
 * wp_get_layout_style() (WordPress 7, wp-includes/block-supports/layout.php): the rules of a
 * block's own layout (content and wide sizes, justification, flex direction and alignment, grid
 * columns, the block gap), in the order WordPress lists them. The caller stores and compiles them
 * (style-engine.ts). Block attributes are user data and keep their JSON types here: the strict
 * comparisons, isset() and empty() tests and string interpolations are PHP's.
 */

export interface LayoutStyleInput {
  /** `.wp-container-…`. */
  selector: string;
  /** The used layout (the block's attribute or its block type's default). */
  layout: Record<string, unknown>;
  hasBlockGapSupport: boolean;
  /** style.spacing.blockGap after wp_sanitize's check (a string, {top,left} or null). */
  gap: unknown;
  skipGap: boolean;
  /** The global styles' block gap for this block (theme.ts). */
  fallbackGap: string;
  /** style.spacing, null when the block has none. */
  spacing: unknown;
}

const isSet = (value: unknown) => value !== undefined && value !== null;

/** A `var:preset|spacing|slug` value as the CSS variable WordPress writes for it. */
function presetVar(value: unknown): unknown {
  if (typeof value !== 'string' || !value.includes('var:preset|spacing|')) return value;
  return `var(--wp--preset--spacing--${wpToKebabCase(value.slice(value.lastIndexOf('|') + 1))})`;
}

/** Default and constrained layouts: the gap as margins between children (the top gap only). */
function flowGapRules(selector: string, input: LayoutStyleInput): CssRuleInput[] {
  if (!input.hasBlockGapSupport) return [];
  const gap = isPhpArray(input.gap) ? phpAt(input.gap, 'top') : input.gap;
  if (!isSet(gap) || input.skipGap) return [];
  return [
    {
      selector: `${selector} > *`,
      declarations: { 'margin-block-start': '0', 'margin-block-end': '0' },
    },
    {
      selector: `${selector} > * + *`,
      declarations: { 'margin-block-start': presetVar(gap), 'margin-block-end': '0' },
    },
  ];
}

/** Flex and grid: `gap` as "top" or "top left", a missing side taking the global gap. */
function combinedGap(gap: unknown, fallback: string): string {
  const sides = isPhpArray(gap) ? ['top', 'left'] : ['top'];
  let combined = '';
  for (const side of sides) {
    const value = isPhpArray(gap) ? (phpAt(gap, side) ?? fallback) : gap;
    combined += `${phpStrval(presetVar(value))} `;
  }
  return phpTrim(combined);
}

function defaultRules(input: LayoutStyleInput): CssRuleInput[] {
  return flowGapRules(input.selector, input);
}

function constrainedRules(input: LayoutStyleInput): CssRuleInput[] {
  const { selector, layout } = input;
  const contentSize = layout.contentSize ?? '';
  const wideSize = layout.wideSize ?? '';
  const justify = layout.justifyContent ?? 'center';
  // One declaration only, as safecss_filter_attr() lets it through.
  const firstDeclaration = (v: unknown) => safecssFilterAttr(phpStrval(v).split(';')[0] as string);
  const allMax = firstDeclaration(phpTruthy(contentSize) ? contentSize : wideSize);
  const wideMax = firstDeclaration(phpTruthy(wideSize) ? wideSize : contentSize);
  const children = `${selector} > :where(:not(.alignleft):not(.alignright):not(.alignfull))`;
  const rules: CssRuleInput[] = [];
  if (phpTruthy(contentSize) || phpTruthy(wideSize)) {
    rules.push(
      {
        selector: children,
        declarations: {
          'max-width': allMax,
          'margin-left': justify === 'left' ? '0 !important' : 'auto !important',
          'margin-right': justify === 'right' ? '0 !important' : 'auto !important',
        },
      },
      { selector: `${selector} > .alignwide`, declarations: { 'max-width': wideMax } },
      { selector: `${selector} .alignfull`, declarations: { 'max-width': 'none' } },
    );
  }
  if (isSet(input.spacing)) {
    const padding = paddingDeclarations(input.spacing);
    // Full-width children pull out over the block's own side padding.
    for (const [side, property] of [
      ['right', 'padding-right'],
      ['left', 'padding-left'],
    ] as const) {
      if (!isSet(padding.get(property))) continue;
      const value = padding.get(property) === '0' ? '0px' : phpStrval(padding.get(property));
      rules.push({
        selector: `${selector} > .alignfull`,
        declarations: { [`margin-${side}`]: `calc(${value} * -1)` },
      });
    }
  }
  if (justify === 'left') {
    rules.push({ selector: children, declarations: { 'margin-left': '0 !important' } });
  }
  if (justify === 'right') {
    rules.push({ selector: children, declarations: { 'margin-right': '0 !important' } });
  }
  return [...rules, ...flowGapRules(selector, input)];
}

/** An option of `options` named by a layout attribute (array_key_exists on a non-empty value). */
function option(options: Record<string, string>, key: unknown): string | undefined {
  if (!phpTruthy(key) || (typeof key !== 'string' && typeof key !== 'number')) return undefined;
  return Object.hasOwn(options, String(key)) ? options[String(key)] : undefined;
}

function flexRules(input: LayoutStyleInput): CssRuleInput[] {
  const { selector, layout } = input;
  const horizontal = (layout.orientation ?? 'horizontal') === 'horizontal';
  const justifyOptions: Record<string, string> = {
    left: 'flex-start',
    right: 'flex-end',
    center: 'center',
    ...(horizontal ? { 'space-between': 'space-between' } : { stretch: 'stretch' }),
  };
  const alignOptions: Record<string, string> = {
    top: 'flex-start',
    center: 'center',
    bottom: 'flex-end',
    ...(horizontal ? { stretch: 'stretch' } : { 'space-between': 'space-between' }),
  };
  const rule = (declarations: Record<string, unknown>) => ({ selector, declarations });
  const rules: CssRuleInput[] = [];
  if (layout.flexWrap === 'nowrap') rules.push(rule({ 'flex-wrap': 'nowrap' }));
  if (input.hasBlockGapSupport && isSet(input.gap) && !input.skipGap) {
    rules.push(rule({ gap: combinedGap(input.gap, input.fallbackGap) }));
  }
  const justify = option(justifyOptions, layout.justifyContent);
  const align = option(alignOptions, layout.verticalAlignment);
  if (horizontal) {
    if (justify) rules.push(rule({ 'justify-content': justify }));
    if (align) rules.push(rule({ 'align-items': align }));
  } else {
    rules.push(rule({ 'flex-direction': 'column' }));
    rules.push(rule({ 'align-items': justify ?? 'flex-start' }));
    if (align) rules.push(rule({ 'justify-content': align }));
  }
  return rules;
}

function gridRules(input: LayoutStyleInput): CssRuleInput[] {
  const { selector, layout } = input;
  const rule = (declarations: Record<string, unknown>) => ({ selector, declarations });
  const hasGap = input.hasBlockGapSupport && isSet(input.gap);
  const gap = hasGap ? combinedGap(input.gap, input.fallbackGap) : null;
  // The gap the responsive column width allows for: the block's own, else the global one.
  let responsiveGap = gap ?? input.fallbackGap;
  if (responsiveGap === '0') responsiveGap = '0px';
  const columns = phpStrval(layout.columnCount);
  const minWidth = phpStrval(layout.minimumColumnWidth);
  const rows = phpTruthy(layout.rowCount)
    ? [rule({ 'grid-template-rows': `repeat(${phpStrval(layout.rowCount)}, minmax(1rem, auto))` })]
    : [];
  const rules: CssRuleInput[] = [];
  if (phpTruthy(layout.columnCount) && phpTruthy(layout.minimumColumnWidth)) {
    const max = `max(min(${minWidth}, 100%), (100% - (${responsiveGap} * (${columns} - 1))) /${columns})`;
    rules.push(
      rule({
        'grid-template-columns': `repeat(auto-fill, minmax(${max}, 1fr))`,
        'container-type': 'inline-size',
      }),
      ...rows,
    );
  } else if (phpTruthy(layout.columnCount)) {
    rules.push(rule({ 'grid-template-columns': `repeat(${columns}, minmax(0, 1fr))` }), ...rows);
  } else {
    const width = phpTruthy(layout.minimumColumnWidth) ? minWidth : '12rem';
    rules.push(
      rule({
        'grid-template-columns': `repeat(auto-fill, minmax(min(${width}, 100%), 1fr))`,
        'container-type': 'inline-size',
      }),
    );
  }
  if (gap !== null && !input.skipGap) rules.push(rule({ gap }));
  return rules;
}

/** The rules wp_get_layout_style() adds to the 'block-supports' store, in its order. */
export function layoutStyleRules(input: LayoutStyleInput): CssRuleInput[] {
  switch (input.layout.type ?? 'default') {
    case 'default':
      return defaultRules(input);
    case 'constrained':
      return constrainedRules(input);
    case 'flex':
      return flexRules(input);
    case 'grid':
      return gridRules(input);
    default:
      return [];
  }
}
