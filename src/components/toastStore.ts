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
  push(kind: ToastKind, message: string): number {
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
