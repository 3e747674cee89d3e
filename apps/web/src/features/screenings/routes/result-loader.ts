import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { pendingResultsOf } from '@sehat/core/offline/submission-queue';
import { localResultsOf } from '@sehat/core/screenings/local-results';
import { paths } from '#web/config/paths';
import { sessionQueryOptions } from '#web/lib/auth/session';
import { getQueue } from '#web/lib/offline/submission-queue';
import { getLocalResults } from '../utils/local-results-store';
import { screeningHistoryQueryOptions } from '../api/screening-history';

/**
 * A screening's result page needs a result to show (as SRQ-29's, spec §2 Guards), else it is the
 * questionnaire: the user's newest in the account, or one taken on this device (sent, or taken
 * offline and waiting to be sent). When the account cannot be read now, the page shows its own
 * error with a retry.
 */
export function screeningResultLoader(queryClient: QueryClient, code: ScoredScreeningCode) {
  return async () => {
    if (localResultsOf(getLocalResults(), code).length > 0) return null;
    if (pendingResultsOf(getQueue(), code).length > 0) return null;
    const user = await queryClient
      .ensureQueryData(sessionQueryOptions())
      .then((session) => session.user)
      .catch(() => null);
    if (user) {
      const history = await queryClient.ensureQueryData(screeningHistoryQueryOptions(code)).catch(() => null);
      if (!history || history.items.length > 0) return null;
    }
    throw redirect(paths.Screening.getHref(code));
  };
}
