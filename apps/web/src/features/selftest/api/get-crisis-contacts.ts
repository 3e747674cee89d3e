import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultCrisisContacts, type CrisisContact } from '@sehat/core/selftest/crisis-contacts';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export type CrisisContactsResponse = { contacts: CrisisContact[] };

export function getCrisisContacts(): Promise<CrisisContactsResponse> {
  return apiRequest<CrisisContactsResponse>(apiPaths.selftest.crisisContacts);
}

export const crisisContactsQueryOptions = () =>
  queryOptions({
    queryKey: ['selftest', 'crisis-contacts'],
    queryFn: getCrisisContacts,
    staleTime: 5 * 60_000,
  });

/**
 * The operator's help list. Help must never be missing: until it arrives, or if it cannot
 * be loaded, the built-in defaults show.
 */
export function useCrisisContacts(): CrisisContact[] {
  const { data } = useQuery(crisisContactsQueryOptions());
  return data?.contacts ?? defaultCrisisContacts;
}
