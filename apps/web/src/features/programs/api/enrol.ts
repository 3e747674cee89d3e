import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { programKeys } from './get-enrolment';

/** Begins a programme (again: the same enrolment). */
export function useEnrol(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(apiPaths.programs.enrolment(code), { answer: 'programs.enrolment', method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: programKeys.enrolment(code) }),
  });
}
