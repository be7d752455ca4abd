import type { MessageFormatElement } from 'react-intl';

// The parser's element types (TYPE.literal, TYPE.argument); its enum is not imported so that the
// parser stays out of the browser bundle (next.config.js aliases it to its no-parser build).
const LITERAL = 0;
const ARGUMENT = 1;

const PLACEHOLDER = /\{([A-Za-z_][\w]*)\}/g;

/**
 * Turns an interface string into react-intl's precompiled form (the parser's AST), so that the
 * browser needs no ICU parser (about 7 KB gzip). Only the syntax the catalogues use is accepted:
 * text and `{name}` placeholders. Anything else (plural, select, tags, ICU quoting) throws; a test
 * checks that the result equals the real parser's for every message in every catalogue.
 */
export function compileMessage(message: string): MessageFormatElement[] {
  const elements: MessageFormatElement[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    if (/[{}'<]/.test(text)) throw new Error(`Unsupported ICU syntax in message: ${message}`);
    elements.push({ type: LITERAL, value: text } as MessageFormatElement);
  };
  for (const match of message.matchAll(PLACEHOLDER)) {
    pushText(message.slice(last, match.index));
    elements.push({ type: ARGUMENT, value: match[1] } as MessageFormatElement);
    last = match.index + match[0].length;
  }
  pushText(message.slice(last));
  return elements;
}

/** Compiles a catalogue, leaving out empty translations so that they fall back like missing ones. */
export function compileCatalogue(
  catalogue: Record<string, string>,
): Record<string, MessageFormatElement[]> {
  const compiled: Record<string, MessageFormatElement[]> = {};
  for (const [id, message] of Object.entries(catalogue)) {
    if (message.trim() !== '') compiled[id] = compileMessage(message);
  }
  return compiled;
}
