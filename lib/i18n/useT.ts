import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/locales';
import { translate, type MessageValues } from './translate';

/** `t('menu.all', { label })`: a typed interface string in the current locale. */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (id: MessageId, values?: MessageValues) => translate(intl, id, values),
    [intl],
  );
}
