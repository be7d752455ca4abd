import { isSafeCssValue } from '../html/css-allowlist';
import { safeDeclarations } from './css-declarations';

/**
 * What of the CSS WordPress generates for a content's blocks (`blockSupportStyles`, given by the
 * lavanda-headless plugin) reaches the page, inline in its head:
 * - rules whose every selector starts with a generated class (`.wp-container-…`, `.wp-elements-…`)
 *   and goes on only through descendants, children, siblings, classes, element names, `*` and the
 *   pseudo-classes WordPress writes: a rule can only reach a block of the content and what is
 *   inside it, never the site's own header, footer or forms;
 * - declarations of layout, spacing and colour properties, each value passing the block-support
 *   value check (lib/html/css-allowlist.ts: no `url()`, no escapes, no further rules);
 * - one level of `@container (max-width: …)`, which grid layouts with a minimum column width use.
 * Anything else is left out, rule by rule. What is kept is written back from the parts read, so
 * the text placed inside <style> holds no `<` and no comment.
 */

const GENERATED_CLASS = String.raw`\.wp-(?:container|elements)-[a-z0-9]+(?:-[a-z0-9]+)*`;
const PSEUDO = String.raw`:(?:where|not|is)\(|:(?:hover|focus|focus-visible|active|visited|first-child|last-child)(?![\w-])`;
/** After the class: combinators, classes, element names, `*`, commas inside :where()/:not(). */
const REST = String.raw`(?:[\s>+~*.,()\w-]|${PSEUDO})*`;
const SELECTOR = new RegExp(String.raw`^${GENERATED_CLASS}(?![\w-])${REST}$`);

const PROPERTY = new RegExp(
  '^(?:' +
    [
      String.raw`(?:max-|min-)?(?:width|height)`,
      String.raw`(?:margin|padding)(?:-(?:top|right|bottom|left|block-start|block-end|inline-start|inline-end))?`,
      String.raw`(?:row-|column-)?gap`,
      String.raw`flex(?:-wrap|-direction|-basis|-grow|-shrink)?`,
      String.raw`(?:align|justify)-(?:items|content|self)`,
      String.raw`grid-template-columns|grid-template-rows|grid-auto-flow|grid-column|grid-row`,
      String.raw`container-type|box-sizing|display`,
      String.raw`color|background-color|text-decoration`,
    ].join('|') +
    ')$',
);

/** `@container (max-width: 12rem)` as WordPress writes it, nothing else. */
const CONTAINER_QUERY = /^@container\s*\(\s*max-width\s*:\s*([^()]{1,40})\s*\)$/;

/** Balanced parentheses: `:where(` never leaves the selector open into the next part. */
function balanced(selector: string): boolean {
  let depth = 0;
  for (const character of selector) {
    depth += character === '(' ? 1 : character === ')' ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth === 0;
}

function rule(selectorText: string, body: string): string | null {
  const selectors = selectorText.split(/,(?![^(]*\))/).map((selector) => selector.trim());
  if (!selectors.every((selector) => SELECTOR.test(selector) && balanced(selector))) return null;
  const declarations = safeDeclarations(body, PROPERTY);
  return declarations.length > 0 ? `${selectors.join(',')}{${declarations.join(';')}}` : null;
}

/** The top-level blocks of CSS: a prelude and what its braces hold (nested braces included). */
function* blocks(css: string): Generator<{ prelude: string; body: string }> {
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) return;
    let depth = 1;
    let end = open + 1;
    for (; end < css.length && depth > 0; end++) {
      depth += css[end] === '{' ? 1 : css[end] === '}' ? -1 : 0;
    }
    if (depth > 0) return;
    // `@import …;` and other statements before a block belong to no rule: only the last part.
    const prelude = css.slice(at, open).split(';').pop() ?? '';
    yield { prelude: prelude.trim(), body: css.slice(open + 1, end - 1) };
    at = end;
  }
}

/** Rules without nesting: a block inside a rule's braces leaves the rule out. */
function flatRules(css: string): string[] {
  const kept: string[] = [];
  for (const { prelude, body } of blocks(css)) {
    if (prelude.startsWith('@') || body.includes('{')) continue;
    const text = rule(prelude, body);
    if (text) kept.push(text);
  }
  return kept;
}

export function sanitizeBlockSupportCss(css: string | null | undefined): string {
  // Escapes, comments and markup end the reading: nothing WordPress generates has them.
  if (!css || /[\\<]|\/\*/.test(css)) return '';
  const kept: string[] = [];
  for (const { prelude, body } of blocks(css)) {
    if (!prelude.startsWith('@')) {
      kept.push(...flatRules(`${prelude}{${body}}`));
      continue;
    }
    // One level of nesting: a grid's container query around flat rules.
    const width = CONTAINER_QUERY.exec(prelude)?.[1]?.trim();
    const rules = width && isSafeCssValue(width) ? flatRules(body) : [];
    if (rules.length > 0) kept.push(`@container (max-width: ${width}){${rules.join('')}}`);
  }
  return kept.join('');
}
