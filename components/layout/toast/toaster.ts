/**
 * Toasts: opened, updated and closed from anywhere, at one of six
 * placements, closing by themselves after 5000 ms unless told otherwise. A small store of our
 * own rather than Chakra's toaster, which would add about 25 KB to every page's JavaScript.
 */
export const TOAST_PLACEMENTS = [
  'top-start',
  'top',
  'top-end',
  'bottom-start',
  'bottom',
  'bottom-end',
] as const;
export type ToastPlacement = (typeof TOAST_PLACEMENTS)[number];
export type ToastStatus = 'info' | 'success' | 'warning' | 'error';

export const TOAST_DEFAULT_DURATION_MS = 5000;
/** Top end: the bottom of the viewport is the cookie notice's, which a toast would cover. */
export const TOAST_DEFAULT_PLACEMENT: ToastPlacement = 'top-end';

export interface ToastOptions {
  title: string;
  description?: string;
  status?: ToastStatus;
  placement?: ToastPlacement;
  /** Milliseconds before it closes by itself; null keeps it until closed. */
  duration?: number | null;
}

export interface Toast {
  id: string;
  title: string;
  description: string | undefined;
  status: ToastStatus;
  placement: ToastPlacement;
  duration: number | null;
}

export function createToaster() {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const publish = (next: readonly Toast[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };

  const schedule = (toast: Toast) => {
    clearTimeout(timers.get(toast.id));
    timers.delete(toast.id);
    if (toast.duration !== null) {
      timers.set(
        toast.id,
        setTimeout(() => close(toast.id), toast.duration),
      );
    }
  };

  function open(options: ToastOptions): string {
    const toast: Toast = {
      id: `toast-${nextId++}`,
      title: options.title,
      description: options.description,
      status: options.status ?? 'info',
      placement: options.placement ?? TOAST_DEFAULT_PLACEMENT,
      duration: options.duration === undefined ? TOAST_DEFAULT_DURATION_MS : options.duration,
    };
    publish([...toasts, toast]);
    schedule(toast);
    return toast.id;
  }

  /** Changes an open toast; its countdown starts again. False when it is already closed. */
  function update(id: string, changes: Partial<ToastOptions>): boolean {
    const current = toasts.find((toast) => toast.id === id);
    if (!current) return false;
    const defined = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    ) as Partial<Toast>;
    const updated: Toast = { ...current, ...defined, id };
    publish(toasts.map((toast) => (toast.id === id ? updated : toast)));
    schedule(updated);
    return true;
  }

  function close(id: string) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
  }

  function closeAll() {
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
    if (toasts.length) publish([]);
  }

  return {
    open,
    update,
    close,
    closeAll,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: (): readonly Toast[] => toasts,
  };
}

export type Toaster = ReturnType<typeof createToaster>;

/** The site's one toaster; <ToastRegion> in the layout shows it. */
export const toaster = createToaster();
