import { useEffect, useRef, type RefObject } from 'react';

/** Calls `onOutside` for a press anywhere outside all of `refs` while `active`. */
export function useOutsideClick(
  refs: RefObject<HTMLElement | null>[],
  onOutside: () => void,
  active: boolean,
) {
  // The latest callback without re-subscribing on every render.
  const callback = useRef(onOutside);
  useEffect(() => {
    callback.current = onOutside;
  });

  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: Event) => {
      const target = event.target as Node | null;
      if (target && refs.some((ref) => ref.current?.contains(target))) return;
      callback.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // The refs are stable objects; listing their array would resubscribe every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
}
