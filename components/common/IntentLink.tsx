import NextLink from 'next/link';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { type ComponentProps, type FocusEvent, forwardRef, useContext } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'>;

/**
 * The site's client-side link (the only user of next/link, see eslint.config.mjs): it prefetches
 * a page when the visitor shows intent, never on sight. next/link prefetches every link in view,
 * which on a cold cache costs a server render per link (3–8 per page view, measured, 404s
 * included); with `prefetch={false}` it still prefetches on hover and touch, and this adds
 * keyboard focus. Each address is asked for once per visit (lib/routing/PrefetchOnceRouter.tsx).
 */
export const IntentLink = forwardRef<HTMLAnchorElement, IntentLinkProps>(function IntentLink(
  { onFocus, ...props },
  ref,
) {
  // The context rather than useRouter(), which throws where no router is mounted (as next/link does not).
  const router = useContext(RouterContext);
  const focused = (event: FocusEvent<HTMLAnchorElement>) => {
    onFocus?.(event);
    if (router && typeof props.href === 'string')
      router.prefetch(props.href).catch(() => undefined);
  };
  return <NextLink ref={ref} {...props} prefetch={false} onFocus={focused} />;
});
