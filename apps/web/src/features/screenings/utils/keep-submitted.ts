import type { QueryClient } from '@tanstack/react-query';
import type { ScreeningHistory, SubmittedScreening } from '@sehat/core/screenings/schemas';
import { addLocalResult } from './local-results-store';
import { screeningHistoryQueryOptions } from '../api/screening-history';

/**
 * Where a new result is kept for its page: a visitor's on this device (with the token that lets
 * them keep it in an account later), a user's at the head of their history, which is read again.
 */
export function keepSubmitted(queryClient: QueryClient, result: SubmittedScreening): void {
  const { claimToken, nextSteps: _nextSteps, ...kept } = result;
  if (claimToken) {
    addLocalResult({ ...kept, claimToken });
    return;
  }
  const { queryKey } = screeningHistoryQueryOptions(result.code);
  queryClient.setQueryData<ScreeningHistory>(queryKey, (old) =>
    old ? { ...old, items: [result, ...old.items.filter((item) => item.id !== result.id)] } : old,
  );
  void queryClient.invalidateQueries({ queryKey });
}
