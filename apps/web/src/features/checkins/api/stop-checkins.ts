import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { checkinKeys } from './get-checkins';

/** Stops: every check-in not yet sent is cancelled. */
export function useStopCheckins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(apiPaths.checkins, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkinKeys.all }),
  });
}
