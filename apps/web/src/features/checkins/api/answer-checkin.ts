import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckinAnswer } from '@sehat/core/checkins/answers';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { checkinKeys } from './get-checkins';

/** The one-tap answer to a sent check-in. */
export function useAnswerCheckin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: CheckinAnswer }) =>
      apiRequest(apiPaths.checkinAnswer(id), {
        method: 'POST',
        json: { answer },
        answer: 'checkins.answered',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkinKeys.all }),
  });
}
