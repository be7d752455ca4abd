import { useCallback } from 'react';
import type { MessageId } from '@/locales';
import { useMessages } from './messages';
import { translate, type MessageValues } from './translate';

/** `t('menu.all', { label })`: a typed interface string in the current locale. */
export function useT() {
  const messages = useMessages();
  return useCallback(
    (id: MessageId, values?: MessageValues) => translate(messages, id, values),
    [messages],
  );
}
