import type { MessageFormatElement } from 'react-intl';
import { catalogues, defaultLocale, type Locale } from '@/locales';
import { compileCatalogue } from './compileMessage';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * A reader of `byLocale`'s catalogues in react-intl's precompiled form, each compiled once, on
 * first use (the site's catalogues here, the editor pages' in editorMessages.ts).
 */
export function compiledOnce(
  byLocale: Record<Locale, Record<string, string>>,
): (locale: Locale) => CompiledMessages {
  const compiled = new Map<Locale, CompiledMessages>();
  return (locale) => {
    let messages = compiled.get(locale);
    if (!messages) {
      messages = compileCatalogue(byLocale[locale]);
      compiled.set(locale, messages);
    }
    return messages;
  };
}

/** A locale's catalogue in react-intl's precompiled form, compiled once per locale. */
export const messagesFor = compiledOnce(catalogues);

/** The default locale's messages: the fallback for a message a locale lacks. */
export const defaultMessages = (): CompiledMessages => messagesFor(defaultLocale);
