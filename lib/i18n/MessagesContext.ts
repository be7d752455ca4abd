import { createContext } from 'react';
import { catalogues, defaultLocale, type Locale } from '@/locales';
import type { Messages } from './formatMessage';

/** The strings the components below may show (LavandaProvider sets them, EditorMessages adds to them). */
export interface MessagesContextValue {
  locale: Locale;
  /** The locale's catalogue. */
  messages: Messages;
  /** The default locale's: what a message missing from `messages` falls back to. */
  defaults: Messages;
}

/** Outside a provider (a component test without one): the default locale's site strings. */
export const MessagesContext = createContext<MessagesContextValue>({
  locale: defaultLocale,
  messages: catalogues[defaultLocale],
  defaults: catalogues[defaultLocale],
});
