import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultCrisisContacts, type CrisisContact } from '@sehat/core/selftest/crisis-contacts';
import { apiPaths } from '../config/paths';
import { apiRequest } from './api-client';

/**
 * The operator's crisis help list (CRISIS_CONTACTS), for the help shown after a post or a chat
 * message with crisis language. Help must never be missing: until the list arrives, or if it
 * cannot be loaded, the built-in defaults show.
 */
export function useCrisisContacts(): CrisisContact[] {
  const { data } = useQuery(
    queryOptions({
      queryKey: ['crisis-contacts'],
      queryFn: ({ signal }) =>
        apiRequest<{ contacts: CrisisContact[] }>(apiPaths.selftest.crisisContacts, { signal }),
      staleTime: 5 * 60_000,
    }),
  );
  return data?.contacts ?? defaultCrisisContacts;
}
