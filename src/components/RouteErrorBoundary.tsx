import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

// Loaded only when a page fails.
const RouteErrorScreen = lazy(() => import('./RouteErrorScreen'));

class Boundary extends Component<
  { resetKey: string; children: ReactNode },
  { failed: boolean; error: unknown }
> {
  override state = { failed: false, error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }
  override componentDidUpdate(prev: { resetKey: string }) {
    if (this.state.failed && prev.resetKey !== this.props.resetKey)
      this.setState({ failed: false, error: null });
  }
  override render() {
    return this.state.failed ? (
      <Suspense fallback={null}>
        <RouteErrorScreen error={this.state.error} />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}

/**
 * Around a route's element: what throws inside (a malformed answer, a chunk that failed to arrive, a bug)
 * shows RouteErrorScreen in its place instead of a blank page, and going to another address tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
