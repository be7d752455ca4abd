import type { MouseEvent } from 'react';

/**
 * Whether a click on a link to a site path should navigate client-side, as next/link decides: a
 * plain primary click (no modifier key asking for a new tab or window, not already handled), on a
 * link that does not open elsewhere (`target`) or download. Anything else is the browser's.
 */
export function isRoutableClick(event: MouseEvent<Element>, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = anchor.getAttribute('target');
  return (!target || target === '_self') && !anchor.hasAttribute('download');
}
