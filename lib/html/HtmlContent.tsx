import { useRouter } from 'next/router';
import {
  type ElementType,
  type MouseEvent,
  type SyntheticEvent,
  useCallback,
  useId,
  useState,
} from 'react';
import { isRoutableClick } from '@/lib/routing/routable-click';
import { BODY_ATTRIBUTE, BODY_IN_DOCUMENT, bodyHtmlInDocument } from './body-once';
import { isSitePath } from './internal-links';

interface HtmlContentProps {
  /** HTML already sanitised on the server (lib/html/sanitize.ts), or BODY_IN_DOCUMENT. */
  html: string;
  as?: ElementType;
  className?: string;
}

/** The link to a site path an event happened in. */
function sitePathAnchor(event: SyntheticEvent<HTMLElement>): HTMLAnchorElement | null {
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || !event.currentTarget.contains(anchor)) return null;
  const href = anchor.getAttribute('href');
  return href && isSitePath(href) ? anchor : null;
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
  // The first page's data leaves its body out (lib/html/body-once.ts): hydrating, the element
  // the server rendered gives it, read once and kept for this element's later renders.
  const id = useId();
  const [documentBody] = useState(() =>
    html === BODY_IN_DOCUMENT ? bodyHtmlInDocument(id) : undefined,
  );
  const body = html === BODY_IN_DOCUMENT ? (documentBody ?? '') : html;
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const anchor = sitePathAnchor(event);
      if (!anchor || !isRoutableClick(event, anchor)) return;
      event.preventDefault();
      void router.push(anchor.getAttribute('href') as string);
    },
    [router],
  );
  const onIntent = useCallback(
    (event: SyntheticEvent<HTMLElement>) => {
      const href = sitePathAnchor(event)?.getAttribute('href');
      if (href) router.prefetch(href).catch(() => undefined);
    },
    [router],
  );
  if (!body) return null;
  return (
    <Tag
      {...{ [BODY_ATTRIBUTE]: id }}
      className={className}
      onClick={onClick}
      onMouseOver={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
