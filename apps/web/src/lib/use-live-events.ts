import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from './auth/session-key';
import type { LiveEventName } from '@sehat/core/realtime/live-events';
import { subscribeLive } from './live-events';

export type LiveHandlers = Partial<Record<LiveEventName, (queryClient: QueryClient, data: string) => void>>;

/**
 * Subscribes to the tab's event stream while `enabled`. `handlers` and `onLive` (whatever
 * happened before the stream was up is read once) must be stable, e.g. module constants.
 * `live` is false while the stream is down.
 */
export function useLiveEvents(
  enabled: boolean,
  handlers: LiveHandlers,
  onLive: (queryClient: QueryClient) => void,
): { live: boolean } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const events = Object.fromEntries(
      Object.entries(handlers).map(([type, handle]) => [type, (data: string) => handle(queryClient, data)]),
    );
    const unsubscribe = subscribeLive({
      events,
      onStatus(status) {
        setLive(status === 'live');
        if (status === 'live') onLive(queryClient);
        // Refused streams are usually an ended session: let the app re-check it.
        if (status === 'refused') void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      },
    });
    return () => {
      unsubscribe();
      setLive(false);
    };
  }, [enabled, handlers, onLive, queryClient]);

  return { live };
}
