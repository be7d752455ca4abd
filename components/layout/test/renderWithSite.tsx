import { render, type RenderOptions } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { RouterContext } from '@/lib/next/router-context';
import type { ReactElement, ReactNode } from 'react';
import { EditorMessages } from '@/lib/i18n/EditorMessages';
import { SiteProviders } from '../SiteProviders';
import { createMockRouter } from './mockRouter';

// next.config.ts sets `trailingSlash: true`, which Next passes to next/link through this variable;
// without it next/link drops WordPress's trailing slashes in tests.
process.env.__NEXT_TRAILING_SLASH = 'true';

// jsdom has no matchMedia; next-themes asks it for the system colour scheme.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

function Providers({ router, children }: { router: NextRouter; children: ReactNode }) {
  return (
    <RouterContext.Provider value={router}>
      <SiteProviders>
        {/* The editor pages' strings too, for their components' tests. */}
        <EditorMessages>{children}</EditorMessages>
      </SiteProviders>
    </RouterContext.Provider>
  );
}

/**
 * Renders with the site's real providers (Chakra system, colour mode, locale and route) over a
 * mock router. `navigate(asPath)` re-renders as after a client-side navigation.
 */
export function renderWithSite(
  ui: ReactElement,
  { router: overrides, ...options }: { router?: Partial<NextRouter> } & RenderOptions = {},
) {
  let router = createMockRouter(overrides);
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => <Providers router={router}>{children}</Providers>,
  });
  return {
    ...result,
    router,
    navigate(asPath: string, changes: Partial<NextRouter> = {}) {
      router = { ...router, asPath, ...changes };
      result.rerender(ui);
    },
  };
}
