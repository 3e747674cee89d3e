import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { ApiError } from '#web/lib/api-error';

export const programKeys = { enrolment: (code: string) => ['programs', code, 'enrolment'] as const };

/** The member's progress in a programme, or null when they have not begun it (a 404). */
export const enrolmentQueryOptions = (code: string) =>
  queryOptions({
    queryKey: programKeys.enrolment(code),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(apiPaths.programs.enrolment(code), {
          answer: 'programs.enrolmentDetail',
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** Only a user account keeps progress; for anyone else the query stays off. */
export function useEnrolment(code: string, enabled: boolean) {
  return useQuery({ ...enrolmentQueryOptions(code), enabled });
}
