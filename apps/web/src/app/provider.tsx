import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { DialogProvider } from '../components/dialog/dialog-provider';
import { queryClient } from '../lib/query-client';

/** App-wide providers: server state (TanStack Query) and the confirm/alert dialogs. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <DialogProvider>{children}</DialogProvider>
    </QueryClientProvider>
  );
}
