import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

const linkQueryKey = ['profile', 'whatsapp'] as const;

/**
 * Whether a number can be linked, and the linked one (masked). `waiting`: a code is out, so it
 * is read again every few seconds until the person has sent it.
 */
export function useWhatsappLink(waiting: boolean) {
  return useQuery(
    queryOptions({
      queryKey: linkQueryKey,
      queryFn: () => apiRequest(apiPaths.profileWhatsapp, { answer: 'whatsapp.link' }),
      refetchInterval: waiting ? 5000 : false,
    }),
  );
}

/** A new one-time code; the number links on WhatsApp, so the state is read again when asked. */
export function useAskLinkCode() {
  return useMutation({
    mutationFn: () =>
      apiRequest(apiPaths.profileWhatsappLinkCode, { answer: 'whatsapp.linkCode', method: 'POST' }),
  });
}

export function useUnlinkWhatsapp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>(apiPaths.profileWhatsapp, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkQueryKey }),
  });
}
