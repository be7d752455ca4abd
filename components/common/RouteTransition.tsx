import { useRouter } from 'next/router';
import { type ReactNode, useEffect, useState } from 'react';
import { FullHeightSpinner } from './FullHeightSpinner';
import { LoadingPlaceholder } from './LoadingPlaceholder';

/** Quick transitions (prefetched pages) should not flash a placeholder. */
export const SHOW_AFTER_MS = 120;

function pathOf(url: string): string {
  return url.split(/[?#]/)[0] ?? url;
}

/**
 * While a client-side navigation to another page loads its data, shows the loading placeholder
 * instead of the old page (the full-height spinner when going home). Server-rendered HTML never
 * shows it: it appears only between routeChangeStart and the new page.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      clearTimeout(timer);
      timer = setTimeout(() => setTarget(url), SHOW_AFTER_MS);
    };
    const end = () => {
      clearTimeout(timer);
      setTarget(null);
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', end);
    router.events.on('routeChangeError', end);
    return () => {
      clearTimeout(timer);
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', end);
      router.events.off('routeChangeError', end);
    };
  }, [router.events]);

  if (target === null) return <>{children}</>;
  const path = pathOf(target).replace(/^\/[a-z]{2}-[A-Z]{2}(?=\/|$)/, '');
  return path === '/' || path === '' ? <FullHeightSpinner /> : <LoadingPlaceholder />;
}
