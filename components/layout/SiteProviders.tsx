import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { LavandaProvider } from '@/lib/i18n/LavandaProvider';
import { PrefetchOnceRouter } from '@/lib/next/PrefetchOnceRouter';

/** Where the colour-mode choice is kept in localStorage (Chakra's own key, kept from the old site). */
export const COLOR_MODE_STORAGE_KEY = 'chakra-ui-color-mode';

/**
 * How next-themes is set up. Its inline script is made from these, and the pages' CSP allows that
 * script by its hash (lib/http/csp/theme-script.ts, whose test renders it from these).
 */
export const THEME_PROPS = {
  attribute: 'class',
  defaultTheme: 'system',
  enableSystem: true,
  disableTransitionOnChange: true,
  storageKey: COLOR_MODE_STORAGE_KEY,
} as const;

/**
 * Colour mode, locale and route (whose prefetches ask for each address once). No ChakraProvider:
 * the always-rendered chrome reads the theme's tokens through CSS Modules, so Chakra's style
 * engine and Emotion (about 17 KB gzip) load only with the parts that use them (the drawer, on
 * intent: drawer/MobileDrawer.tsx).
 * No Faust or Apollo provider here: public pages do not load that runtime (docs/choices.md); the editor-only pages add it themselves.
 * next-themes writes the `light`/`dark` class on <html> from a script that runs before the page's
 * content is painted, following the system until the visitor chooses.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  return (
    <PrefetchOnceRouter>
      <ThemeProvider {...THEME_PROPS}>
        <LavandaProvider>{children}</LavandaProvider>
      </ThemeProvider>
    </PrefetchOnceRouter>
  );
}
