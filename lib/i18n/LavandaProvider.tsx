import { useRouter } from 'next/router';
import { useMemo, type ReactNode } from 'react';
import { defaultLocale, isLocale } from '@/locales';
import { LavandaContext, type LavandaContextValue } from './LavandaContext';
import { localeSwitchTarget } from './localeSwitch';
import { MessagesContext, messagesFor } from './messages';
import { resolveLocale } from './resolveLocale';

/** Locale, route and translations for everything below it; wraps every page in pages/_app.tsx. */
export function LavandaProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const locale = resolveLocale(router.locale);
  const { asPath, pathname, query } = router;

  const value = useMemo<LavandaContextValue>(
    () => ({
      locale,
      defaultLocale,
      locales: (router.locales ?? [defaultLocale]).filter(isLocale),
      path: asPath,
      pathname,
      query,
      navigate: (href) => void router.push(href),
      switchLocale: (next) => {
        // Read the router at call time, not the values of the last render: right after a
        // navigation the URL already holds the new query before this provider re-renders.
        const { url, as, options } = localeSwitchTarget(router, next);
        void router.push(url, as, options);
      },
    }),
    [locale, router, asPath, pathname, query],
  );

  return (
    <LavandaContext.Provider value={value}>
      <MessagesContext.Provider value={messagesFor(locale)}>{children}</MessagesContext.Provider>
    </LavandaContext.Provider>
  );
}
