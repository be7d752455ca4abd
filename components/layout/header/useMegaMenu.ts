import { useCallback, useEffect, useState } from 'react';
import { useOnPathChange } from '../menu/useOnPathChange';
import { useHoverIntent } from './useHoverIntent';

/**
 * Which top-level item's mega-menu panel is open. Pointer: open after the hover-intent delay,
 * cancelled by leaving early, closed when the pointer leaves the item and its panel (the panel is
 * inside the item's element, so one `leave` covers both). Click and keyboard toggle at once.
 * A change of `path` (a navigation) closes the panel and drops a pending hover.
 */
export function useMegaMenu(path: string) {
  const [openId, setOpenId] = useState<number | null>(null);
  const intent = useHoverIntent();

  useOnPathChange(path, () => setOpenId(null));
  useEffect(() => intent.cancel(), [path, intent]);

  const close = useCallback(() => {
    intent.cancel();
    setOpenId(null);
  }, [intent]);

  const pointerEnter = useCallback((id: number) => intent.start(() => setOpenId(id)), [intent]);

  const toggle = useCallback(
    (id: number) => {
      intent.cancel();
      setOpenId((current) => (current === id ? null : id));
    },
    [intent],
  );

  return { openId, pointerEnter, pointerLeave: close, toggle, close };
}
