import { Suspense, useDeferredValue, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { msg } from '../text/messages';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';

/**
 * The four states of a block of server data: loading, error (with retry), empty, ready. The data is
 * rendered through useDeferredValue: React renders a block that has just arrived in a transition, in
 * slices that yield to the browser, not in one long task (the query's update itself is synchronous);
 * the loading state stays until that render is ready (issue 12). The ready block is a Suspense boundary of
 * its own: on a page the server drew, React takes it over in a pass after the page around it, not in the same
 * one (each pass ends in a commit that walks everything it took over at once; issue 32).
 */
export function QueryView<T>({
  query,
  loading,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  emptyText = msg.app.empty,
  errorTitle = msg.app.loadFailed,
  children,
}: {
  query: UseQueryResult<T>;
  loading: ReactNode;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  errorTitle?: string;
  children: (data: T) => ReactNode;
}) {
  const data = useDeferredValue(query.data);
  if (query.isError)
    return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending || data === undefined) return <>{loading}</>;
  if (isEmpty(data)) return <EmptyState message={emptyText} />;
  return <Suspense fallback={loading}>{children(data)}</Suspense>;
}
