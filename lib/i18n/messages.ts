import type { MessageFormatElement } from 'react-intl';
import { catalogues, defaultLocale, type Locale } from '@/locales';
import { compileCatalogue } from './compileMessage';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const compiled = new Map<Locale, CompiledMessages>();

/** A locale's catalogue in react-intl's precompiled form, compiled once per locale. */
export function messagesFor(locale: Locale): CompiledMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = compileCatalogue(catalogues[locale]);
    compiled.set(locale, messages);
  }
  return messages;
}

/** The default locale's messages: the fallback for a message a locale lacks. */
export const defaultMessages = (): CompiledMessages => messagesFor(defaultLocale);
