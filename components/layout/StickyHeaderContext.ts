import { createContext, useContext, useEffect } from 'react';

/** Sets (or, with null, clears) the header rule of content shown right now. */
type StickyHeaderSetter = (sticky: boolean | null) => void;

export const StickyHeaderContext = createContext<StickyHeaderSetter>(() => {});

/**
 * For content that arrives in the browser after the page props (an editor's preview): its
 * `stickyHeader` rule applies to the layout's header while it is shown; null leaves the page's.
 */
export function useStickyHeader(sticky: boolean | null): void {
  const set = useContext(StickyHeaderContext);
  useEffect(() => {
    set(sticky);
    return () => set(null);
  }, [set, sticky]);
}
