import { type ReactNode, useContext, useMemo } from 'react';
import { defaultLocale } from '@/locales';
import { editorCatalogues } from '@/locales/editor';
import { MessagesContext } from './MessagesContext';

/**
 * Adds the editor pages' strings (locales/editor/) to the site's messages, for the login and
 * preview pages only: public pages never load them.
 */
export function EditorMessages({ children }: { children: ReactNode }) {
  const site = useContext(MessagesContext);
  const value = useMemo(
    () => ({
      locale: site.locale,
      messages: { ...site.messages, ...editorCatalogues[site.locale] },
      defaults: { ...site.defaults, ...editorCatalogues[defaultLocale] },
    }),
    [site],
  );
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}
