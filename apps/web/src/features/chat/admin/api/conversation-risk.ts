import type { RiskHandledBody } from '@sehat/core/risk/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { chatKeys } from '../../api/chat-keys';

const riskKey = (conversationId: number) => [...chatKeys.all, 'risk', conversationId] as const;

/**
 * Every risk signal on a conversation and whether one is not handled yet. Read again whenever
 * the inbox row's risk changes (a new signal, or a colleague's handling).
 */
export function useConversationRisk(conversationId: number, inboxRisk: boolean) {
  return useQuery({
    queryKey: [...riskKey(conversationId), inboxRisk],
    queryFn: () => apiRequest(apiPaths.adminChat.risk(conversationId), { answer: 'adminChat.risk' }),
  });
}

/** Marks the signals so far handled, with a note; the inbox and the notes are read again. */
export function useMarkRiskHandled(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RiskHandledBody) =>
      apiRequest(apiPaths.adminChat.riskHandled(conversationId), {
        answer: 'adminChat.risk',
        method: 'POST',
        json: body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
