import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceImportResult } from '@sehat/core/services/schemas';
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
      apiRequest<ServiceImportResult>(apiPaths.adminServicesImport, {
        method: 'POST',
        text: { body: csv, contentType: 'text/csv' },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
