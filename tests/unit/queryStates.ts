import type { UseQueryResult } from '@tanstack/react-query';
import { vi } from 'vitest';

/**
 * The four states a View is rendered in, as plain props (a View takes a query result and renders it;
 * these stand in for react-query without a client or a server).
 */
const base = { refetch: vi.fn(), isFetching: false };

export const pendingQuery = <T>() =>
  ({
    ...base,
    status: 'pending',
    isPending: true,
    isError: false,
    isSuccess: false,
    data: undefined,
    error: null,
  }) as unknown as UseQueryResult<T>;

export const failedQuery = <T>(error: Error, refetch = vi.fn()) =>
  ({
    ...base,
    refetch,
    status: 'error',
    isPending: false,
    isError: true,
    isSuccess: false,
    data: undefined,
    error,
  }) as unknown as UseQueryResult<T>;

export const readyQuery = <T>(data: T) =>
  ({
    ...base,
    status: 'success',
    isPending: false,
    isError: false,
    isSuccess: true,
    data,
    error: null,
  }) as unknown as UseQueryResult<T>;
