import { Component, type ReactNode } from 'react';

interface Props {
  /** What stands in for the children once they have thrown. */
  fallback: (error: unknown) => ReactNode;
  /** A new value clears a caught error and renders the children again (e.g. the address's path). */
  resetKey?: unknown;
  children: ReactNode;
}

/** The one error boundary: what throws below shows `fallback` instead of taking the page down. */
export class ErrorBoundary extends Component<Props, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }
  override componentDidUpdate(prev: Props) {
    if (this.state.failed && prev.resetKey !== this.props.resetKey)
      this.setState({ failed: false, error: null });
  }
  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
