import type { PresenceResponse, PresenceUpdate } from '@sehat/core/chat/counsellor-service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { chatKeys } from '../../api/chat-keys';

/** Chooses or renews the signed-in counsellor's presence; answers what the team now sees. */
export async function setPresence(update: PresenceUpdate): Promise<PresenceResponse['presence']> {
  const body = await apiRequest(apiPaths.adminChat.presence, {
    answer: 'adminChat.presence',
    method: 'PUT',
    json: update,
  });
  return body.presence;
}

/** The header's presence: a change shows in the team list (and may hand out waiting conversations). */
export function useSetPresence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPresence,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatKeys.counsellors() }),
  });
}
