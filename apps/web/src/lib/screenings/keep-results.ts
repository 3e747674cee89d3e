import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocalScreeningResult } from '@sehat/core/screenings/local-results';
import type { KeepResultsResponse } from '@sehat/core/screenings/schemas';
import { apiPaths } from '../../config/paths';
import { apiRequest } from '../api-client';
import { removeLocalResults } from './local-results-store';

export function keepResults(results: readonly LocalScreeningResult[]): Promise<KeepResultsResponse> {
  return apiRequest<KeepResultsResponse>(apiPaths.screenings.keep, {
    method: 'POST',
    json: { items: results.map(({ id, claimToken }) => ({ id, token: claimToken })) },
  });
}

/**
 * Keeps this device's visitor results in the logged-in account. All offered results leave the
 * device afterwards: those the server took are in the account now, the others (past the
 * server's retention, or already kept elsewhere) are no longer anyone's to keep.
 */
export function useKeepResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepResults,
    // The account's history is read again first, so a page showing these results never finds
    // itself with none in between.
    onSuccess: async (_kept, results) => {
      await queryClient.invalidateQueries({ queryKey: ['screenings'] });
      removeLocalResults(results.map((r) => r.id));
    },
  });
}
