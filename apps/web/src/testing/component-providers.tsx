import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { defaultSiteInfo } from '@sehat/core/site/site-defaults';
import { FeatureSlots } from '#web/app/feature-slots';
import { DialogProvider } from '#web/components/dialog/dialog-provider';
import { guestSession } from '#web/lib/auth/session';
import { sessionQueryKey } from '#web/lib/auth/session-key';

/**
 * What a component rendered on its own needs around it: a visitor's session and the built-in
 * site settings already in a fresh query cache (the crisis numbers), the dialogs, the features'
 * slots the app fills (ADR 247) and a router.
 */
export function VisitorProviders({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['site'], defaultSiteInfo);
  client.setQueryData(sessionQueryKey, guestSession);
  return (
    <QueryClientProvider client={client}>
      <DialogProvider>
        <MemoryRouter>
          <FeatureSlots>{children}</FeatureSlots>
        </MemoryRouter>
      </DialogProvider>
    </QueryClientProvider>
  );
}
