import { useRouter } from 'next/router';
import { type ElementType, type MouseEvent, type SyntheticEvent, useCallback } from 'react';
import { isSitePath } from './internal-links';

interface HtmlContentProps {
  /** HTML already sanitised on the server (lib/html/sanitize.ts). */
  html: string;
  as?: ElementType;
  className?: string;
}

/** The site-path link an event happened in, if it should navigate client-side. */
function sitePathLink(event: SyntheticEvent<HTMLElement>): string | null {
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || !event.currentTarget.contains(anchor)) return null;
  const href = anchor.getAttribute('href');
  if (!href || !isSitePath(href) || anchor.target === '_blank' || anchor.hasAttribute('download')) {
    return null;
  }
  return href;
}

/**
 * Sanitised WordPress HTML, with site paths navigating client-side as next/link does (a click
 * without modifier keys is routed; hovering, focusing or touching a link prefetches it, as
 * components/common/IntentLink.tsx does, once per visit). One delegated handler instead of
 * parsing the HTML into React elements: the parser would add about 8.5 KB gzip to every
 * content route (measured), and React would hydrate every paragraph for no behaviour.
 */
export function HtmlContent({ html, as: Tag = 'div', className }: HtmlContentProps) {
  const router = useRouter();
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const href = sitePathLink(event);
      if (href === null) return;
      event.preventDefault();
      void router.push(href);
    },
    [router],
  );
  const onIntent = useCallback(
    (event: SyntheticEvent<HTMLElement>) => {
      const href = sitePathLink(event);
      if (href !== null) router.prefetch(href).catch(() => undefined);
    },
    [router],
  );
  if (!html) return null;
  return (
    <Tag
      className={className}
      onClick={onClick}
      onMouseOver={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
