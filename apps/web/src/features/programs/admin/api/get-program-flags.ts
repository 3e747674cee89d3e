import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export const programFlagsQueryOptions = () =>
  queryOptions({
    queryKey: ['programs', 'admin', 'flags'],
    queryFn: ({ signal }) => apiRequest(apiPaths.programs.adminFlags, { answer: 'programs.flags', signal }),
    select: (body) => body.items,
  });

/** Participants flagged for a counsellor, newest first. */
export function useProgramFlags() {
  return useQuery(programFlagsQueryOptions());
}
