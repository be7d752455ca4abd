import { useCallback, useContext } from 'react';
import type { MessageId } from '@/locales';
import { MessagesContext } from './MessagesContext';
import { translate, type MessageValues } from './translate';

/** `t('menu.all', { label })`: a typed interface string in the current locale. */
export function useT() {
  const context = useContext(MessagesContext);
  return useCallback(
    (id: MessageId, values?: MessageValues) => translate(context, id, values),
    [context],
  );
}
