import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { chatKeys } from '../../api/chat-keys';

/**
 * The self-help programmes the conversation's person asked a counsellor to follow (ADR 234);
 * empty without that consent. Read again with the inbox row's risk, which a worsening changes.
 */
export function useProgramCase(conversationId: number, inboxRisk: boolean) {
  return useQuery({
    queryKey: [...chatKeys.all, 'program', conversationId, inboxRisk],
    queryFn: async () =>
      (await apiRequest(apiPaths.programs.adminConversation(conversationId), { answer: 'programs.case' }))
        .programs,
  });
}
