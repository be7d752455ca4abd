import { formatMessage, type MessageValues } from './formatMessage';
import { defaultMessages, type Messages } from './messages';

export type { MessageValues } from './formatMessage';

/** A catalogue's message, unless it has none or an empty one. */
function messageOf(messages: Messages, id: string): string | undefined {
  const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
  return message?.trim() ? message : undefined;
}

/**
 * Formats one interface string. The fallback chain: the current locale's message, else the
 * default locale's, else the id itself. An empty translation counts as missing; while developing,
 * a missing one is reported.
 */
export function translate(
  messages: Messages,
  id: string,
  values?: MessageValues,
  defaults: Messages = defaultMessages(),
): string {
  const own = messageOf(messages, id);
  if (own !== undefined) return formatMessage(own, values);
  if (process.env.NODE_ENV === 'development') console.warn(`Missing translation: ${id}`);
  const fallback = messageOf(defaults, id);
  return fallback === undefined ? id : formatMessage(fallback, values);
}
