import type { Escalation, EscalationBody } from '@sehat/core/chat/escalation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { chatKeys } from '../../api/chat-keys';

const escalationsKey = (conversationId: number) =>
  [...chatKeys.all, 'admin-conversation', 'escalations', conversationId] as const;

/** The conversation's escalation protocols, oldest first. */
export function useEscalations(conversationId: number) {
  return useQuery({
    queryKey: escalationsKey(conversationId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(apiPaths.adminChat.escalations(conversationId), {
          signal,
          answer: 'adminChat.escalations',
        })
      ).escalations,
  });
}

/** Starts the protocol (no id) or records its steps and outcome. */
export function useSaveEscalation(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: EscalationBody }) =>
      apiRequest(
        id === undefined
          ? apiPaths.adminChat.escalations(conversationId)
          : apiPaths.adminChat.escalation(conversationId, id),
        { method: id === undefined ? 'POST' : 'PUT', json: body, answer: 'adminChat.escalation' },
      ),
    // The answer is the protocol as saved: shown at once, so a ticked step never flickers back.
    onSuccess: ({ escalation }) =>
      queryClient.setQueryData<Escalation[]>(escalationsKey(conversationId), (list = []) =>
        list.some((e) => e.id === escalation.id)
          ? list.map((e) => (e.id === escalation.id ? escalation : e))
          : [...list, escalation],
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: escalationsKey(conversationId) }),
  });
}
