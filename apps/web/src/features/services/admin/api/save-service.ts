import type { ServiceBody } from '@sehat/core/services/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { serviceKeys } from '../../api/get-services';

/** Adds (id null) or replaces a service; every list of the directory refreshes. */
export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: ServiceBody }) =>
      (
        await apiRequest(id === null ? apiPaths.adminServices : apiPaths.adminService(id), {
          method: id === null ? 'POST' : 'PUT',
          json: body,
          answer: 'services.saved',
        })
      ).service,
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
