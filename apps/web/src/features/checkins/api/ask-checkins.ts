import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { checkinKeys } from './get-checkins';

/** Opts in: check-ins are scheduled (or the waiting ones kept). */
export function useAskCheckins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(apiPaths.checkins, { method: 'POST', answer: 'checkins.list' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkinKeys.all }),
  });
}
