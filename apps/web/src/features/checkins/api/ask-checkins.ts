import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckinList } from '@sehat/core/checkins/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { checkinKeys } from './get-checkins';

/** Opts in: check-ins are scheduled (or the waiting ones kept). */
export function useAskCheckins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CheckinList>(apiPaths.checkins, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkinKeys.all }),
  });
}
