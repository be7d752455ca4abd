/*
 * Framework internals (one seam: lib/next/; off with PLAIN_NEXT=1 where marked). Relies on the
 * router context (router-context.ts): replacing the router object below it. Off with PLAIN_NEXT=1
 * (Next's own prefetching). How to tell it broke: lib/next/framework-canary.test.ts names "router
 * context"; or a page asks for the same page data twice (the prefetch browser tests).
 */
import { prefetchOnce } from '../routing/prefetch-once';
import { PLAIN_NEXT } from './plain-next';
import { RouterContext } from './router-context';
import { type ReactNode, useContext, useMemo, useState } from 'react';

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
  if (!wrapped || PLAIN_NEXT) return children;
  return <RouterContext.Provider value={wrapped}>{children}</RouterContext.Provider>;
}
