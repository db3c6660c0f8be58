import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { msg } from '../text/messages';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';

/** The four states of a block of server data: loading, error (with retry), empty, ready. */
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
  if (query.isPending) return <>{loading}</>;
  if (query.isError)
    return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) return <EmptyState message={emptyText} />;
  return <>{children(query.data)}</>;
}
