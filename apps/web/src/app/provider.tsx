import { useEffect, type ReactNode } from 'react';
import { appReadyAttribute } from '@sehat/core/site/app-start-script';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DialogProvider } from '#web/components/dialog/dialog-provider';
import { SkipLink } from '#web/components/layout/skip-link';
import { DataSaverRenderContext } from '#web/lib/data-saver/data-saver-store';
import { RenderTimeContext } from '#web/lib/render-time';
import { FeatureSlots } from './feature-slots';

/**
 * App-wide providers: server state (TanStack Query), the confirm/alert dialogs, and the parts of
 * a feature that shared code shows through a slot (`FeatureSlots`, ADR 247).
 * The skip link lives outside the router, so it survives every navigation; both layouts render
 * the #main it points to. The browser and the server's render share this tree (ADR 53), and the
 * time of that render (`renderedAt`) and its low-data mode (`dataSaver`, ADR 206) while the
 * browser hydrates it. Once hydrated (or, for the shell, first rendered), `<html>` says the app
 * is ready: clicks and keys are handled from then.
 */
export function AppProvider({
  client,
  renderedAt = null,
  dataSaver,
  children,
}: {
  client: QueryClient;
  renderedAt?: Date | null;
  dataSaver: boolean;
  children: ReactNode;
}) {
  useEffect(() => document.documentElement.setAttribute(appReadyAttribute, ''), []);

  return (
    <RenderTimeContext value={renderedAt}>
      <DataSaverRenderContext value={dataSaver}>
        <QueryClientProvider client={client}>
          <SkipLink />
          <DialogProvider>
            <FeatureSlots>{children}</FeatureSlots>
          </DialogProvider>
        </QueryClientProvider>
      </DataSaverRenderContext>
    </RenderTimeContext>
  );
}
