import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

/** Whether the WhatsApp channel is on and what it needs; changes only with a server restart. */
export function useWhatsappSettings() {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'whatsapp'] as const,
      queryFn: () => apiRequest(apiPaths.adminWhatsapp, { answer: 'whatsapp.settings' }),
      staleTime: 5 * 60_000,
    }),
  );
}
