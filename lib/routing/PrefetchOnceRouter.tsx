import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { type ReactNode, useContext, useMemo, useState } from 'react';
import { prefetchOnce } from './prefetch-once';

/**
 * Gives everything below (next/link, `useRouter()`) the page's router with a `prefetch` that asks
 * for each address once per visit (lib/routing/prefetch-once.ts): the one place every prefetch of
 * the site goes through, whoever starts it. Next makes a new router object on each navigation;
 * the set of addresses asked for is kept across them.
 */
export function PrefetchOnceRouter({ children }: { children: ReactNode }) {
  const router = useContext(RouterContext);
  const [asked] = useState(() => new Set<string>());
  const wrapped = useMemo(
    () =>
      router ? { ...router, prefetch: prefetchOnce(router.prefetch, router.locale, asked) } : null,
    [router, asked],
  );
  if (!wrapped) return children;
  return <RouterContext.Provider value={wrapped}>{children}</RouterContext.Provider>;
}
