import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceHoursBody } from '@sehat/core/service-hours/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { serviceHoursQueryOptions } from '../../api/service-hours-query';

/** Replaces the whole schedule; every screen of this browser reads the saved one at once. */
export function useSaveServiceHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceHoursBody) =>
      apiRequest(apiPaths.adminServiceHours, { answer: 'serviceHours.hours', method: 'PUT', json: body }),
    onSuccess: (saved) => queryClient.setQueryData(serviceHoursQueryOptions().queryKey, saved),
  });
}
