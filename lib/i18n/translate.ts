import { formatMessage, type MessageValues } from './formatMessage';
import type { MessagesContextValue } from './MessagesContext';

export type { MessageValues } from './formatMessage';

/**
 * Formats one interface string from the messages in context. The fallback chain: the current
 * locale's message, else the default locale's, else the id itself (formatMessage.ts).
 */
export function translate(
  { locale, messages, defaults }: MessagesContextValue,
  id: string,
  values?: MessageValues,
): string {
  return formatMessage(locale, messages, defaults, id, values);
}
