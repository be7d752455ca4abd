import {
  type AnchorHTMLAttributes,
  type FocusEvent,
  forwardRef,
  type MouseEvent,
  type TouchEvent,
  useContext,
} from 'react';
// eslint-disable-next-line no-restricted-imports -- the type of Next's Link, for PLAIN_NEXT below
import type Link from 'next/link';
import { RouterContext, addLocale } from '@/lib/next/router-context';
import { isRoutableClick } from '@/lib/routing/routable-click';

type IntentLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** A path on this site, without the locale prefix (the current locale's is added). */
  href: string;
};

/**
 * Next's own Link when every mechanism is off (PLAIN_NEXT=1, lib/next/plain-next.ts). The
 * condition is written out here, not imported, so that the bundler drops the branch, and
 * next/link's code with it, from builds without it.
 */
const PlainLink: typeof Link | null =
  process.env.PLAIN_NEXT === '1'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
      (require('next/link') as { default: typeof Link }).default
    : null;

/**
 * The site's client-side link: a plain link that the router follows on a plain click, and that
 * prefetches its page when the visitor shows intent (pointer over, touch or keyboard focus), never
 * on sight. next/link would prefetch every link in view, which on a cold cache costs a server
 * render per link (3–8 per page view, measured, 404s included), and its code (about 2 KB gzip on
 * every page) adds nothing the site uses beyond this. Each address is prefetched once per visit
 * (lib/next/PrefetchOnceRouter.tsx); clicks are routed as in WordPress HTML
 * (lib/routing/routable-click.ts).
 */
export const IntentLink = forwardRef<HTMLAnchorElement, IntentLinkProps>(function IntentLink(
  { href, onClick, onFocus, onMouseEnter, onTouchStart, ...props },
  ref,
) {
  // The context rather than useRouter(), which throws where no router is mounted: then it is a plain link.
  const router = useContext(RouterContext);
  if (PlainLink) {
    const handlers = { onClick, onFocus, onMouseEnter, onTouchStart };
    return <PlainLink ref={ref} href={href} {...props} {...handlers} />;
  }
  const prefetch = () => void router?.prefetch(href, href).catch(() => undefined);
  const clicked = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!router || !isRoutableClick(event, event.currentTarget)) return;
    event.preventDefault();
    void router.push(href);
  };
  return (
    <a
      ref={ref}
      {...props}
      href={router ? addLocale(href, router.locale, router.defaultLocale) : href}
      onClick={clicked}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        prefetch();
      }}
    />
  );
});
