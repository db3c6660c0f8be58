import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastStore } from './toastStore';

const Toaster = lazy(() => import('./Toaster'));

/** Mounts the toaster (and loads its code) once the first toast arrives. */
export function ToastHost() {
  const any = useSyncExternalStore(
    toastStore.subscribe,
    () => toastStore.getSnapshot().length > 0,
    () => false,
  );
  if (!any) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
