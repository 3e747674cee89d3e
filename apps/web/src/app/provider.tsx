import { lazy, useEffect, type ReactNode } from 'react';
import { appReadyAttribute } from '@sehat/core/site/app-start-script';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DialogProvider } from '#web/components/dialog/dialog-provider';
import { SkipLink } from '#web/components/layout/skip-link';
import { CounsellorDialogSlot, type RenderCounsellorDialog } from '#web/lib/counsellor-dialog-slot';
import { DataSaverRenderContext } from '#web/lib/data-saver/data-saver-store';
import { RenderTimeContext } from '#web/lib/render-time';

// The chat's counsellor dialog, behind every counsellor button, loads when someone asks.
const CounsellorDialog = lazy(async () => ({
  default: (await import('#web/features/chat/components/counsellor-dialog')).CounsellorDialog,
}));
const renderCounsellorDialog: RenderCounsellorDialog = (props) => <CounsellorDialog {...props} />;

/**
 * App-wide providers: server state (TanStack Query) and the confirm/alert dialogs, and the chat's counsellor dialog for the shared counsellor button (ADR 247). The skip
 * link lives outside the router, so it survives every navigation; both layouts render the
 * #main it points to. The browser and the server's render share this tree (ADR 53), and the
 * time of that render (`renderedAt`) and its low-data mode (`dataSaver`, ADR 206) while the
 * browser hydrates it. Once hydrated (or, for the
 * shell, first rendered), `<html>` says the app is ready: clicks and keys are handled from then.
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
            <CounsellorDialogSlot value={renderCounsellorDialog}>{children}</CounsellorDialogSlot>
          </DialogProvider>
        </QueryClientProvider>
      </DataSaverRenderContext>
    </RenderTimeContext>
  );
}
