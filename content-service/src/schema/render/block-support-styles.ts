import { compileStylesheet, type CssRulesStore } from './style-engine';

/*
 * What the lavanda-headless plugin answers for `blockSupportStyles` (its
 * Lavanda_Block_Support_Styles::rules_for()): the rules of the request's 'block-supports' store
 * whose selector starts with a generated class (`wp-container-…`, `wp-elements-…`) the rendered
 * HTML holds, in the store's order, compiled without prettifying.
 */

const GENERATED_CLASS = /\b(wp-(?:container|elements)-[a-z0-9-]+)/g;
const RULE_CLASS = /^\.(wp-(?:container|elements)-[a-z0-9-]+)/;

export function blockSupportStylesFor(html: string, store: CssRulesStore): string {
  const classes = new Set([...html.matchAll(GENERATED_CLASS)].map((m) => m[1]));
  if (classes.size === 0) return '';
  const rules = [...store.values()].filter((rule) => {
    const match = RULE_CLASS.exec(rule.selector);
    return match !== null && classes.has(match[1]);
  });
  return rules.length === 0 ? '' : compileStylesheet(rules);
}
