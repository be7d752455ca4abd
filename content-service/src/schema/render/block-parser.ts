import type { ParsedBlock } from './types';

/*
 * Port of WP_Block_Parser (class-wp-block-parser.php): splits post content into blocks at the
 * `<!-- wp:name {json} -->`, `<!-- /wp:name -->` and `<!-- wp:name /-->` delimiters, keeping
 * the HTML between them as innerHTML/innerContent and text outside blocks as freeform blocks
 * (blockName null).
 */

const S = '[\\t\\n\\v\\f\\r ]';
/*
 * The attributes loop is possessive in PHP; JavaScript has no possessive quantifier, so the
 * loop runs inside a lookahead and a back-reference consumes what it matched (atomic).
 */
const TOKEN = new RegExp(
  `<!--${S}+(?<closer>\\/)?wp:(?<namespace>[a-z][a-z0-9_-]*\\/)?(?<name>[a-z][a-z0-9_-]*)${S}+` +
    `(?<attrs>\\{(?=(?<body>(?:[^}]|\\}+(?=\\})|(?!\\}${S}+\\/?-->)[\\s\\S])*))\\k<body>\\}${S}+)?` +
    '(?<void>\\/)?-->',
  'g',
);

type Token =
  | { type: 'no-more-tokens' }
  | {
      type: 'void-block' | 'block-opener' | 'block-closer';
      name: string;
      attrs: Record<string, unknown>;
      start: number;
      length: number;
    };

interface Frame {
  block: ParsedBlock;
  tokenStart: number;
  tokenLength: number;
  prevOffset: number;
  leadingHtmlStart: number | null;
}

/** PHP's empty() on a string: '' and '0'. */
const isEmpty = (s: string) => s === '' || s === '0';

function block(name: string | null, attrs: Record<string, unknown>, html = ''): ParsedBlock {
  return {
    blockName: name,
    attrs,
    innerBlocks: [],
    innerHTML: html,
    innerContent: html ? [html] : [],
  };
}

function decodeAttrs(json: string | undefined): Record<string, unknown> {
  if (json === undefined) return {};
  try {
    const value: unknown = JSON.parse(json);
    // json_decode( …, true ) of a JSON object gives an array; anything else is not attributes.
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** parse_blocks(). */
export function parseBlocks(document: string): ParsedBlock[] {
  const output: ParsedBlock[] = [];
  const stack: Frame[] = [];
  let offset = 0;

  const nextToken = (): Token => {
    TOKEN.lastIndex = offset;
    const m = TOKEN.exec(document);
    if (!m || !m.groups) return { type: 'no-more-tokens' };
    const g = m.groups;
    const name = (g.namespace ?? 'core/') + g.name;
    const common = { name, attrs: decodeAttrs(g.attrs), start: m.index, length: m[0].length };
    if (g.void) return { type: 'void-block', ...common };
    if (g.closer) return { type: 'block-closer', ...common };
    return { type: 'block-opener', ...common };
  };

  const freeform = (html: string): ParsedBlock => ({
    blockName: null,
    attrs: {},
    innerBlocks: [],
    innerHTML: html,
    innerContent: [html],
  });
  const addFreeform = () => {
    if (document.length - offset > 0) output.push(freeform(document.slice(offset)));
  };
  const addInnerBlock = (
    inner: ParsedBlock,
    tokenStart: number,
    tokenLength: number,
    last?: number,
  ) => {
    const parent = stack[stack.length - 1] as Frame;
    parent.block.innerBlocks.push(inner);
    const html = document.slice(parent.prevOffset, tokenStart);
    if (!isEmpty(html)) {
      parent.block.innerHTML += html;
      parent.block.innerContent.push(html);
    }
    parent.block.innerContent.push(null);
    parent.prevOffset = last ?? tokenStart + tokenLength;
  };
  const addBlockFromStack = (endOffset?: number) => {
    const top = stack.pop() as Frame;
    const html = document.slice(top.prevOffset, endOffset);
    if (!isEmpty(html)) {
      top.block.innerHTML += html;
      top.block.innerContent.push(html);
    }
    if (top.leadingHtmlStart !== null) {
      output.push(freeform(document.slice(top.leadingHtmlStart, top.tokenStart)));
    }
    output.push(top.block);
  };

  for (;;) {
    const token = nextToken();
    const depth = stack.length;
    if (token.type === 'no-more-tokens') {
      if (depth === 0) addFreeform();
      // Unclosed blocks are closed at the end of the document.
      while (stack.length > 0) addBlockFromStack();
      return output;
    }
    const leadingHtmlStart = token.start > offset ? offset : null;
    if (token.type === 'void-block') {
      if (depth === 0) {
        if (leadingHtmlStart !== null)
          output.push(freeform(document.slice(leadingHtmlStart, token.start)));
        output.push(block(token.name, token.attrs));
      } else {
        addInnerBlock(block(token.name, token.attrs), token.start, token.length);
      }
      offset = token.start + token.length;
    } else if (token.type === 'block-opener') {
      stack.push({
        block: block(token.name, token.attrs),
        tokenStart: token.start,
        tokenLength: token.length,
        prevOffset: token.start + token.length,
        leadingHtmlStart,
      });
      offset = token.start + token.length;
    } else {
      // A closer with nothing open is treated as freeform HTML up to the end.
      if (depth === 0) {
        addFreeform();
        return output;
      }
      if (depth === 1) {
        addBlockFromStack(token.start);
      } else {
        const top = stack.pop() as Frame;
        const html = document.slice(top.prevOffset, token.start);
        top.block.innerHTML += html;
        top.block.innerContent.push(html);
        top.prevOffset = token.start + token.length;
        addInnerBlock(top.block, top.tokenStart, top.tokenLength, token.start + token.length);
      }
      offset = token.start + token.length;
    }
  }
}

/** has_blocks(): WordPress only looks for the opening delimiter. */
export function hasBlocks(content: string): boolean {
  return content.includes('<!-- wp:');
}
