export type MessageValues = Record<string, string | number>;

const PLACEHOLDER = /\{([A-Za-z_]\w*)\}/g;

/**
 * Interface strings are text with `{name}` placeholders, nothing else: no plural or select, no
 * markup. Throws on a brace that is not part of a placeholder, rather than show it to a visitor;
 * a test runs it over every message of every catalogue.
 */
export function checkMessage(message: string): void {
  if (/[{}]/.test(message.replace(PLACEHOLDER, ''))) {
    throw new Error(`Unsupported syntax in message (only text and {name}): ${message}`);
  }
}

/**
 * Puts the values in their placeholders. Numbers are written as digits, without grouping
 * (`Go to page 1200`). A value the message names but the caller did not pass leaves its
 * placeholder as written, and is reported: it is a mistake in the calling code.
 */
export function formatMessage(message: string, values: MessageValues = {}): string {
  return message.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (Object.hasOwn(values, name)) return String(values[name]);
    console.error(`No value for ${placeholder} in the message "${message}"`);
    return placeholder;
  });
}
