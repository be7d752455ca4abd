export type Orientation = 'vertical' | 'horizontal';

const KEYS: Record<Orientation, { next: string; previous: string }> = {
  vertical: { next: 'ArrowDown', previous: 'ArrowUp' },
  horizontal: { next: 'ArrowRight', previous: 'ArrowLeft' },
};

/**
 * Where focus goes among a row or column of controls for a key, as in the WAI-ARIA accordion and
 * disclosure-navigation patterns: the arrows of the orientation move to the next or previous
 * control, wrapping; Home and End to the first and last. Null for any other key, which is left
 * to the browser (Tab keeps its usual order).
 */
export function focusTarget(
  key: string,
  current: number,
  count: number,
  orientation: Orientation,
): number | null {
  if (count === 0) return null;
  const keys = KEYS[orientation];
  if (key === keys.next) return (current + 1) % count;
  if (key === keys.previous) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Moves focus within `controls` for a key event; true when it handled the key. */
export function moveFocus(
  event: { key: string; preventDefault: () => void },
  controls: HTMLElement[],
  current: HTMLElement,
  orientation: Orientation,
): boolean {
  const index = controls.indexOf(current);
  if (index === -1) return false;
  const target = focusTarget(event.key, index, controls.length, orientation);
  if (target === null) return false;
  event.preventDefault();
  controls[target]?.focus();
  return true;
}
