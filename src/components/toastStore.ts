/**
 * A tiny toast store: anything (the API client, machine actions) pushes a message; `<Toaster>`
 * renders the queue. Errors are announced as alerts, the rest as polite status messages.
 */
export type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): readonly Toast[] => toasts,
  /**
   * Adds a toast, unless the same one is showing: blocks failing together (a lost network on a page of
   * several blocks, or a first page's early request and the page's own) say it once.
   */
  push(kind: ToastKind, message: string): number {
    const showing = toasts.find((t) => t.kind === kind && t.message === message);
    if (showing) return showing.id;
    const id = nextId++;
    toasts = [...toasts, { id, kind, message }];
    notify();
    return id;
  },
  dismiss(id: number) {
    toasts = toasts.filter((t) => t.id !== id);
    notify();
  },
  clear() {
    toasts = [];
    notify();
  },
};

export const toast = {
  error: (message: string) => toastStore.push('error', message),
  success: (message: string) => toastStore.push('success', message),
  info: (message: string) => toastStore.push('info', message),
};
