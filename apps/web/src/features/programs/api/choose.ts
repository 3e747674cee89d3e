import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrolmentChoicesBody, EnrolmentDetail } from '@sehat/core/programs/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { programKeys } from './get-enrolment';

/** Saves the member's choices (guidance, reminders); the progress shows the saved enrolment. */
export function useChoose(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnrolmentChoicesBody) =>
      apiRequest(apiPaths.programs.enrolment(code), {
        answer: 'programs.enrolment',
        method: 'PATCH',
        json: body,
      }),
    onSuccess: ({ enrolment }) =>
      queryClient.setQueryData<EnrolmentDetail | null>(programKeys.enrolment(code), (detail) =>
        detail ? { ...detail, enrolment } : detail,
      ),
  });
}
