import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export const liveConsoleKey = ['supervision', 'live'] as const;

/** While the stream is down the console asks every 15 s; live, every 60 s keeps the waits current. */
const REFRESH_MS = { live: 60_000, down: 15_000 } as const;

/** Every open conversation, risky and overdue first (GET /api/admin/supervision/live). */
export function useLiveConsole(live: boolean) {
  return useQuery({
    queryKey: liveConsoleKey,
    queryFn: async ({ signal }) =>
      (await apiRequest(apiPaths.adminSupervision.live, { answer: 'supervision.live', signal }))
        .conversations,
    refetchInterval: live ? REFRESH_MS.live : REFRESH_MS.down,
  });
}
