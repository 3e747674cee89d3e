import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { serviceKeys } from '../../api/get-services';

/**
 * Sends a CSV file as it is (the server reads its encoding): every row is imported, or none and
 * the errors by line.
 */
export function useImportServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: Blob) =>
      apiRequest(apiPaths.adminServicesImport, {
        answer: 'services.imported',
        method: 'POST',
        text: { body: csv, contentType: 'text/csv' },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
