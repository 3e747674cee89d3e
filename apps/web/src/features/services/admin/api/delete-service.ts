import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { serviceKeys } from '../../api/get-services';

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(apiPaths.adminService(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
