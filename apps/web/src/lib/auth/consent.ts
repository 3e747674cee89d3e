import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsentStatus } from '@sehat/core/privacy/export-schema';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '../api-client';

export function getConsent(): Promise<ConsentStatus> {
  return apiRequest(apiPaths.profileConsent, { answer: 'profile.consent' });
}

export const consentQueryKey = ['profile', 'consent'] as const;

/** What the person agreed to and when, and whether the current policy still needs it. */
export const consentQueryOptions = () => queryOptions({ queryKey: consentQueryKey, queryFn: getConsent });

export function useConsent() {
  return useQuery(consentQueryOptions());
}
