import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';

// Loaded only when a page fails.
const RouteErrorScreen = lazy(() => import('./RouteErrorScreen'));

/**
 * Around a route's element: what throws inside (a malformed answer, a chunk that failed to arrive, a bug)
 * shows RouteErrorScreen in its place instead of a blank page, and going to another address tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={(error) => (
        <Suspense fallback={null}>
          <RouteErrorScreen error={error} />
        </Suspense>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
