import type { IntlShape, MessageFormatElement } from 'react-intl';
import { defaultMessages } from './messages';

export type MessageValues = Record<string, string | number>;

/**
 * Formats one interface string. The fallback chain is react-intl's own: the current locale's
 * message, else the default locale's message (passed as `defaultMessage`), else the id itself.
 */
export function translate(
  intl: IntlShape,
  id: string,
  values?: MessageValues,
  defaults: Record<string, MessageFormatElement[]> = defaultMessages(),
): string {
  const defaultMessage = Object.hasOwn(defaults, id) ? defaults[id] : undefined;
  return String(intl.formatMessage({ id, defaultMessage }, values));
}
