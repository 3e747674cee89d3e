import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service, ServiceBody } from '@sehat/core/services/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { serviceKeys } from '../../api/get-services';

/** Adds (id null) or replaces a service; every list of the directory refreshes. */
export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: ServiceBody }) =>
      (
        await apiRequest<{ service: Service }>(
          id === null ? apiPaths.adminServices : apiPaths.adminService(id),
          {
            method: id === null ? 'POST' : 'PUT',
            json: body,
          },
        )
      ).service,
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
