import type { SummaryBody } from '@sehat/core/chat/case-notes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { chatKeys } from '../../api/chat-keys';

const summaryKey = (conversationId: number) => [...chatKeys.all, 'summary', conversationId] as const;

/** The case summary the next counsellor reads first (null before anyone wrote one). */
export function useCaseSummary(conversationId: number) {
  return useQuery({
    queryKey: summaryKey(conversationId),
    queryFn: async () =>
      (await apiRequest(apiPaths.adminChat.summary(conversationId), { answer: 'adminChat.summary' })).summary,
  });
}

export function useSaveCaseSummary(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SummaryBody) =>
      apiRequest(apiPaths.adminChat.summary(conversationId), {
        answer: 'adminChat.summary',
        method: 'PUT',
        json: body,
      }),
    onSuccess: (saved) => queryClient.setQueryData(summaryKey(conversationId), saved.summary),
  });
}
