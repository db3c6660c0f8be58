import { lazy, Suspense } from 'react';

const RouteErrorBoundary = lazy(() => import('./RouteErrorBoundary'));

/** The router's error screen, loaded only when a page fails. */
export function LazyRouteError() {
  return (
    <Suspense fallback={null}>
      <RouteErrorBoundary />
    </Suspense>
  );
}
