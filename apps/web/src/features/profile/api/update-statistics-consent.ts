import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentStatus } from '@sehat/core/privacy/export-schema';
import type { StatisticsConsentBody } from '@sehat/core/privacy/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { consentQueryKey } from '#web/lib/auth/consent';

export function updateStatisticsConsent(body: StatisticsConsentBody): Promise<ConsentStatus> {
  return apiRequest(apiPaths.profileStatisticsConsent, {
    answer: 'profile.consent',
    method: 'PUT',
    json: body,
  });
}

/** Gives or withdraws the optional statistics consent; the answer replaces the consent query. */
export function useUpdateStatisticsConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatisticsConsent,
    onSuccess: (status) => queryClient.setQueryData(consentQueryKey, status),
  });
}
