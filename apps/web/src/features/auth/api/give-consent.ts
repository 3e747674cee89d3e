import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@sehat/core/auth/schemas';
import type { ConsentBody } from '@sehat/core/privacy/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { consentQueryKey } from '#web/lib/auth/consent';
import { guestSession, setSession } from '#web/lib/auth/session';
import { sessionQueryKey } from '#web/lib/auth/session-key';

export function giveConsent(body: ConsentBody): Promise<void> {
  return apiRequest<void>(apiPaths.profileConsent, { method: 'PUT', json: body });
}

/** Records consent to the current policy; the session stops asking for it at once. */
export function useGiveConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveConsent,
    onSuccess: () => {
      const current = queryClient.getQueryData<Session>(sessionQueryKey) ?? guestSession;
      setSession(queryClient, { ...current, consentNeeded: false });
      void queryClient.invalidateQueries({ queryKey: consentQueryKey });
    },
  });
}
