import { type ReactNode, useMemo } from 'react';
import { useLavanda } from './LavandaContext';
import { editorMessagesFor } from './editorMessages';
import { MessagesContext, useMessages } from './messages';

/**
 * Adds the editor pages' strings (locales/editor/) to the site's messages, for the login and
 * preview pages only: public pages never load them.
 */
export function EditorMessages({ children }: { children: ReactNode }) {
  const { locale } = useLavanda();
  const siteMessages = useMessages();
  const messages = useMemo(
    () => ({ ...siteMessages, ...editorMessagesFor(locale) }),
    [siteMessages, locale],
  );
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>;
}
