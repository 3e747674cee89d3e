import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteSessionBody, CompleteSessionResponse } from '@sehat/core/programs/schemas';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { programKeys } from './get-enrolment';

/** Keeps a session's worksheet and PHQ-9; the answer carries the outcome so far. */
export function useCompleteSession(code: string, nomor: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteSessionBody) =>
      apiRequest<CompleteSessionResponse>(apiPaths.programs.complete(code, nomor), {
        method: 'POST',
        json: body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: programKeys.enrolment(code) }),
  });
}
