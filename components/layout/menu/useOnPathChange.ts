import { useState } from 'react';

/**
 * Calls `onChange` during render when `path` differs from the last render's: React's pattern for
 * resetting state when a prop changes, without an effect's extra render of stale state (a menu
 * would otherwise show open on the new page for one frame). `onChange` may only set state of the
 * calling component.
 */
export function useOnPathChange(path: string, onChange: () => void) {
  const [seenPath, setSeenPath] = useState(path);
  if (seenPath !== path) {
    setSeenPath(path);
    onChange();
  }
}
