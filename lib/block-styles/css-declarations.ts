import { isSafeCssValue } from '../html/css-allowlist';

const IMPORTANT = /\s*!important$/;

/**
 * The declarations of a rule's body (`color: red; margin: 0 !important`) whose property
 * `property` allows and whose value passes the block-support value check
 * (lib/html/css-allowlist.ts: no `url()`, no escapes, no further declaration or rule), written
 * back as `property:value` (`!important` kept). The rest is left out, declaration by declaration.
 */
export function safeDeclarations(body: string, property: RegExp): string[] {
  const kept: string[] = [];
  for (const text of body.split(';')) {
    const colon = text.indexOf(':');
    if (colon < 0) continue;
    const name = text.slice(0, colon).trim().toLowerCase();
    const raw = text.slice(colon + 1).trim();
    const value = raw.replace(IMPORTANT, '');
    if (property.test(name) && isSafeCssValue(value)) {
      kept.push(`${name}:${value}${value === raw ? '' : '!important'}`);
    }
  }
  return kept;
}
