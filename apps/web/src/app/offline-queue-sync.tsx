import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '#web/lib/auth/session-key';
import { hasAccountPlanCopy } from '#web/lib/offline/account-plan-key';
import { readCachedUser } from '#web/lib/storage';
import { getSendable } from '#web/lib/offline/submission-queue';

/**
 * Sends the tests and worksheets done offline, and a safety plan changed offline, once the connection is back
 * (and at every start, in case it came back while the site was closed); then what the pages
 * show is read again (ADR 160).
 */
/** A safety plan changed offline: its sender loads only when such a change waits. */
function sendWaitingPlanOf(queryClient: QueryClient) {
  return () => {
    const user = readCachedUser();
    if (!user || !hasAccountPlanCopy()) return;
    void import('#web/features/safety-plan/utils/send-waiting-plan').then(({ sendWaitingPlan }) =>
      sendWaitingPlan(queryClient, user.id),
    );
  };
}

export function OfflineQueueSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sendWaitingPlan = sendWaitingPlanOf(queryClient);
    const flush = () => {
      sendWaitingPlan();
      if (getSendable().length === 0) return;
      // The features' senders load only when something waits, as the plan's does.
      void import('./offline-senders').then(({ sendWaitingEntries }) => sendWaitingEntries(queryClient));
    };
    // The session last seen offline was the device's guess: the server's word replaces it.
    const reconnected = () => {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      flush();
    };
    flush();
    window.addEventListener('online', reconnected);
    return () => window.removeEventListener('online', reconnected);
  }, [queryClient]);
  return null;
}
