import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShiftsBody } from '@sehat/core/shifts/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export const shiftsQueryOptions = () =>
  queryOptions({
    queryKey: ['shifts'] as const,
    queryFn: () => apiRequest(apiPaths.adminShifts, { answer: 'shifts.shifts' }),
  });

/** The week's shifts, Monday first. */
export function useShifts() {
  return useQuery(shiftsQueryOptions());
}

/** Who can hold a shift: the team the inbox lists (anyone who can answer chats). */
export function useShiftCounsellors(enabled: boolean) {
  return useQuery({
    queryKey: ['shifts', 'counsellors'] as const,
    queryFn: () => apiRequest(apiPaths.adminChat.counsellors, { answer: 'adminChat.counsellors' }),
    enabled,
  });
}

/** Replaces the whole week; the screen shows the stored one (sorted) at once. */
export function useSaveShifts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShiftsBody) =>
      apiRequest(apiPaths.adminShifts, { answer: 'shifts.shifts', method: 'PUT', json: body }),
    onSuccess: (saved) => queryClient.setQueryData(shiftsQueryOptions().queryKey, saved),
  });
}
