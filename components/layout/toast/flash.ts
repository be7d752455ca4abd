import type { ToastOptions } from './toaster';

/** sessionStorage key of a toast that should greet the next page this tab loads. */
export const FLASH_TOAST_KEY = 'lavanda:toast';
/** A flash left behind by a navigation that never happened must not greet a later visit. */
export const FLASH_TOAST_MAX_AGE_MS = 30_000;

type FlashToast = Pick<ToastOptions, 'title' | 'status'>;

/**
 * Keeps a toast for the next page when this one is about to be left by a full navigation (after
 * a login, or when an expired session sends the editor to the login page), which would drop the
 * toaster's state. The text is stored already translated: the next page is in the same locale.
 */
export function saveFlashToast(toast: FlashToast, now = Date.now()): void {
  try {
    sessionStorage.setItem(FLASH_TOAST_KEY, JSON.stringify({ ...toast, at: now }));
  } catch {
    // Storage refused (private mode, quota): the toast is lost, nothing else is.
  }
}

/** The toast the previous page left, once: it is removed as it is read. */
export function takeFlashToast(now = Date.now()): FlashToast | null {
  try {
    const raw = sessionStorage.getItem(FLASH_TOAST_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(FLASH_TOAST_KEY);
    const saved = JSON.parse(raw) as Partial<FlashToast & { at: number }>;
    if (typeof saved.title !== 'string' || typeof saved.at !== 'number') return null;
    if (now - saved.at > FLASH_TOAST_MAX_AGE_MS) return null;
    return { title: saved.title, status: saved.status };
  } catch {
    return null;
  }
}
