import { createContext, useContext } from 'react';
import { catalogues, defaultLocale, type Locale } from '@/locales';

/** Interface strings by id: a locale's catalogue, with the editor pages' added on their pages. */
export type Messages = Readonly<Record<string, string>>;

/** A locale's catalogue of the site's strings. */
export const messagesFor = (locale: Locale): Messages => catalogues[locale];

/** The default locale's messages: the fallback for a message a locale lacks. */
export const defaultMessages = (): Messages => catalogues[defaultLocale];

/** The messages of the page's locale (LavandaProvider; EditorMessages adds the editor's). */
export const MessagesContext = createContext<Messages | null>(null);

export function useMessages(): Messages {
  const messages = useContext(MessagesContext);
  if (!messages) throw new Error('useT must be used within a LavandaProvider');
  return messages;
}
