import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setSession } from '../../src/api/session';
import type { User } from '../../src/schemas/account';
import { toastStore } from '../../src/components/toastStore';

/** Renders `ui` for a signed-in `user` under a fresh QueryClient that does not retry. */
export function renderSignedIn(user: User, ui: ReactNode) {
  setSession({ token: 'tok', user });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** The toasts shown so far, of one kind or all. */
export const toasts = (kind?: 'error' | 'success' | 'info') =>
  toastStore
    .getSnapshot()
    .filter((t) => kind === undefined || t.kind === kind)
    .map((t) => t.message);
