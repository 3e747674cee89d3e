import type { RatingBody } from '@sehat/core/chat/rating';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { chatKeys } from './chat-keys';

const ratingKey = (conversationId: number) => [...chatKeys.all, 'rating', conversationId] as const;

/**
 * Whether the person may rate their conversation now. `after` (the newest message's id) makes it
 * ask again when something new arrives, such as the counsellors' goodbye on resolving.
 */
export function useRatingState(conversationId: number | undefined, after: number | undefined) {
  return useQuery({
    queryKey: [...ratingKey(conversationId ?? 0), after ?? 0],
    queryFn: () => apiRequest(apiPaths.chat.rating(conversationId!), { answer: 'chat.ratingState' }),
    enabled: conversationId !== undefined,
    staleTime: 60_000,
  });
}

/**
 * Sends the rating. A refusal (already rated, reopened meanwhile) refreshes the state; a success
 * leaves it, so the form can say thank you where it stood.
 */
export function useSendRating(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RatingBody) =>
      (
        await apiRequest(apiPaths.chat.rating(conversationId), {
          method: 'POST',
          json: body,
          answer: 'chat.rated',
        })
      ).rating,
    onError: () => queryClient.invalidateQueries({ queryKey: ratingKey(conversationId) }),
  });
}
