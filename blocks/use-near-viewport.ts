import { type RefObject, useEffect, useState } from 'react';

/** Browsers without IntersectionObserver (none current) load embeds at once. */
const canObserve = () => typeof window === 'undefined' || 'IntersectionObserver' in window;

/**
 * True once the element comes within `margin` of the viewport (and stays true): embeds start
 * loading only when a visitor scrolls towards them.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(() => !canObserve());
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
