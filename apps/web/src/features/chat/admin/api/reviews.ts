import type { Review, ReviewBody } from '@sehat/core/supervision/rubric';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

const reviewsKey = (conversationId: number) => ['supervision', 'reviews', conversationId] as const;
/** The console's review sample (features/supervision): a new review changes what it shows. */
const sampleKey = ['supervision', 'sample'] as const;

/** A conversation's reviews, oldest first (supervision only). */
export function useReviews(conversationId: number) {
  return useQuery({
    queryKey: reviewsKey(conversationId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(apiPaths.adminSupervision.reviews(conversationId), {
          signal,
          answer: 'supervision.reviews',
        })
      ).reviews,
  });
}

export function useAddReview(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) =>
      apiRequest(apiPaths.adminSupervision.reviews(conversationId), {
        method: 'POST',
        json: body,
        answer: 'supervision.review',
      }),
    onSuccess: ({ review }) => {
      queryClient.setQueryData<Review[]>(reviewsKey(conversationId), (list = []) => [...list, review]);
      void queryClient.invalidateQueries({ queryKey: sampleKey });
    },
  });
}
