import { phpRtrim, phpTrim } from './php';
import { safecssFilterAttr } from './safecss';
import { wpStripAllTags } from './text';

/*
 * The parts of WordPress 7's style engine (wp-includes/style-engine/) that block supports use to
 * generate and print per-block CSS: rules added to a named store (WordPress keeps the
 * 'block-supports' store for the whole request, its rules in the order they were first added, one
 * per selector with later declarations merged in), and compiled without prettifying as
 * `selector{prop:value;…}`, each declaration passed through safecss_filter_attr().
 */

/** A rule as wp_style_engine_get_stylesheet_from_css_rules() takes it (block attributes inside). */
export interface CssRuleInput {
  selector: string;
  declarations: Record<string, unknown>;
  /** A nesting at-rule such as `@container (max-width: 30rem)`. */
  rulesGroup?: string;
}

/** WP_Style_Engine_CSS_Rule: its declarations by property, in the order first added. */
export interface CssRule {
  selector: string;
  rulesGroup: string;
  declarations: Map<string, string>;
}

/** WP_Style_Engine_CSS_Rules_Store: rules by selector (nested ones by "group selector"). */
export type CssRulesStore = Map<string, CssRule>;

export function createCssRulesStore(): CssRulesStore {
  return new Map();
}

/** sanitize_key(). */
const sanitizeKey = (key: string) => key.toLowerCase().replace(/[^a-z0-9_-]/g, '');

/** WP_Style_Engine_CSS_Declarations::add_declaration(): non-string and blank values are skipped. */
function addDeclarations(rule: CssRule, declarations: Iterable<[string, unknown]>): void {
  for (const [name, value] of declarations) {
    const property = sanitizeKey(name);
    if (!property || typeof value !== 'string') continue;
    const trimmed = phpTrim(value);
    if (trimmed !== '') rule.declarations.set(property, trimmed);
  }
}

const keyOf = (selector: string, rulesGroup: string) =>
  rulesGroup ? `${rulesGroup} ${selector}` : selector;

/** WP_Style_Engine::store_css_rule(): the store's rule for the selector, created or merged into. */
function storeCssRule(store: CssRulesStore, input: CssRuleInput): void {
  const selector = phpTrim(input.selector);
  const rulesGroup = phpTrim(input.rulesGroup ?? '');
  if (!selector || Object.keys(input.declarations).length === 0) return;
  const key = keyOf(selector, rulesGroup);
  let rule = store.get(key);
  if (!rule) {
    rule = { selector, rulesGroup, declarations: new Map() };
    store.set(key, rule);
  }
  addDeclarations(rule, Object.entries(input.declarations));
}

/** WP_Style_Engine_CSS_Declarations::filter_declaration(). */
function filterDeclaration(property: string, value: string): string {
  // wp_strip_all_tags( $value, true ): tags out, whitespace runs as one space.
  const filtered = phpTrim(wpStripAllTags(value).replace(/[\r\n\t ]+/g, ' '));
  return filtered === '' ? '' : safecssFilterAttr(`${property}:${filtered}`);
}

/** WP_Style_Engine_CSS_Rule::get_css() without prettifying. */
function ruleCss(rule: CssRule): string {
  let declarations = '';
  for (const [property, value] of rule.declarations) {
    const filtered = filterDeclaration(property, value);
    if (filtered) declarations += `${filtered};`;
  }
  declarations = phpRtrim(declarations);
  if (declarations === '') return '';
  const css = `${rule.selector}{${declarations}}`;
  return rule.rulesGroup ? `${rule.rulesGroup}{${css}}` : css;
}

/**
 * WP_Style_Engine::compile_stylesheet_from_css_rules( $rules, [ 'prettify' => false ] ): rules
 * with the same selector (and group) are printed once, where the first one was.
 */
export function compileStylesheet(rules: readonly CssRule[]): string {
  const merged = new Map<string, CssRule>();
  for (const rule of rules) {
    const key = keyOf(rule.selector, rule.rulesGroup);
    const existing = merged.get(key);
    if (existing) addDeclarations(existing, rule.declarations);
    else merged.set(key, { ...rule, declarations: new Map(rule.declarations) });
  }
  return [...merged.values()].map(ruleCss).join('');
}

/**
 * wp_style_engine_get_stylesheet_from_css_rules( $rules, [ 'context' => …, 'prettify' => false ] ):
 * the rules are added to `store` (when given) and their CSS returned.
 */
export function getStylesheetFromCssRules(
  inputs: readonly CssRuleInput[],
  store?: CssRulesStore,
): string {
  const rules: CssRule[] = [];
  for (const input of inputs) {
    if (!input.selector || Object.keys(input.declarations).length === 0) continue;
    if (store) storeCssRule(store, input);
    const rule: CssRule = {
      selector: input.selector,
      rulesGroup: input.rulesGroup ?? '',
      declarations: new Map(),
    };
    addDeclarations(rule, Object.entries(input.declarations));
    rules.push(rule);
  }
  return compileStylesheet(rules);
}
