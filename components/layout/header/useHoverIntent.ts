import { useCallback, useEffect, useMemo, useRef } from 'react';

/** A top-level menu item opens its panel after the pointer rests on it 300 ms. */
export const HOVER_INTENT_DELAY_MS = 300;

/**
 * Runs an action only once the pointer has rested for `delayMs`; `cancel` (pointer left early)
 * drops it. One pending action at a time: a new `start` replaces the previous one.
 */
export function useHoverIntent(delayMs = HOVER_INTENT_DELAY_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(
    (action: () => void) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        action();
      }, delayMs);
    },
    [cancel, delayMs],
  );

  useEffect(() => cancel, [cancel]);

  return useMemo(() => ({ start, cancel }), [start, cancel]);
}
