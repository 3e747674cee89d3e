import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScreeningCode } from '@sehat/core/screenings/instruments';
import type { KeepResultsResponse } from '@sehat/core/screenings/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { markResultClaimed } from '#web/features/selftest';
import { removeLocalResults } from '../utils/local-results-store';

/** A visitor's result on this device, of any screening, with the token that proves it. */
export interface KeepableResult {
  code: ScreeningCode;
  id: number;
  claimToken: string;
}

export function keepResults(results: readonly KeepableResult[]): Promise<KeepResultsResponse> {
  return apiRequest(apiPaths.screenings.keep, {
    answer: 'screenings.kept',
    method: 'POST',
    json: { items: results.map(({ code, id, claimToken }) => ({ code, id, token: claimToken })) },
  });
}

/**
 * Keeps this device's visitor results in the logged-in account. All offered results leave the
 * device afterwards (an SRQ-29 one stays on screen, no longer a visitor's): those the server
 * took are in the account now, the others (past the server's retention, or already kept
 * elsewhere) are no longer anyone's to keep.
 */
export function useKeepResults(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepResults,
    // The account's history is read again first, so a page showing these results never finds
    // itself with none in between.
    onSuccess: async (_kept, results) => {
      await queryClient.invalidateQueries({ queryKey: ['screenings'] });
      await queryClient.invalidateQueries({ queryKey: ['selftest'] });
      if (results.some((r) => r.code === 'srq29')) markResultClaimed(userId);
      removeLocalResults(results.filter((r) => r.code !== 'srq29').map((r) => r.id));
    },
  });
}
