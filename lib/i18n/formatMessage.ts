export type MessageValues = Record<string, string | number>;
/** A catalogue as written in locales/: message id to text with `{name}` placeholders. */
export type Messages = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{([A-Za-z_]\w*)\}/g;

/** A catalogue's message, counting an empty translation as missing. */
function messageOf(messages: Messages, id: string): string | undefined {
  const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
  return message && message.trim() !== '' ? message : undefined;
}

/**
 * Formats one interface string: the locale's message, else the default locale's, else the id.
 * The catalogues use text and `{name}` placeholders only (locales/catalogues.test.ts), so this is
 * all the formatting the browser needs: a message-format library (react-intl and its formatters,
 * about 9 KB gzip) would ship on every page for this one substitution. Numbers are written in the
 * locale's own digits and grouping; a placeholder without a value is left as written.
 */
export function formatMessage(
  locale: string,
  messages: Messages,
  defaults: Messages,
  id: string,
  values?: MessageValues,
): string {
  const own = messageOf(messages, id);
  if (own === undefined && process.env.NODE_ENV === 'development') {
    console.warn(`Missing message "${id}" for locale "${locale}"; using the default`);
  }
  const message = own ?? messageOf(defaults, id) ?? id;
  if (!values) return message;
  return message.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
  });
}
