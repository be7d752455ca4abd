import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden]'),
  );
}

/**
 * While mounted: moves focus into `container`, keeps Tab and Shift+Tab cycling inside it, and
 * stops the page behind from scrolling; on unmount, returns focus to `returnFocus` (the control
 * that opened it). For a modal panel that is rendered only while open.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  returnFocus: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    focusables(root)[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    const html = document.documentElement;
    const overflow = html.style.overflow;
    html.style.overflow = 'hidden';

    const opener = returnFocus.current;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      html.style.overflow = overflow;
      opener?.focus();
    };
  }, [container, returnFocus]);
}
