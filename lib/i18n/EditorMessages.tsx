import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { defaultLocale, isLocale } from '@/locales';
import { editorMessagesFor } from './editorMessages';
import { onIntlError } from './onIntlError';

/**
 * Adds the editor pages' strings (locales/editor/) to the site's messages, for the login and
 * preview pages only: public pages never load them.
 */
export function EditorMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = isLocale(intl.locale) ? intl.locale : defaultLocale;
  const messages = useMemo(
    () => ({
      ...(intl.messages as ReturnType<typeof editorMessagesFor>),
      ...editorMessagesFor(locale),
    }),
    [intl.messages, locale],
  );
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      messages={messages}
      onError={onIntlError}
    >
      {children}
    </IntlProvider>
  );
}
