import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { defaultSiteInfo } from '@sehat/core/site/site-defaults';
import { DialogProvider } from '#web/components/dialog/dialog-provider';
import { guestSession } from '#web/lib/auth/session';
import { sessionQueryKey } from '#web/lib/auth/session-key';

/**
 * What a component rendered on its own needs around it: a visitor's session and the built-in
 * site settings already in a fresh query cache (the crisis numbers), the dialogs and a router.
 */
export function VisitorProviders({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['site'], defaultSiteInfo);
  client.setQueryData(sessionQueryKey, guestSession);
  return (
    <QueryClientProvider client={client}>
      <DialogProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </DialogProvider>
    </QueryClientProvider>
  );
}
