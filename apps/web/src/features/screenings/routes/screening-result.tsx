import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { pendingResultsOf } from '@sehat/core/offline/submission-queue';
import { localResultsOf } from '@sehat/core/screenings/local-results';
import { screeningResultMessages } from '@sehat/core/screenings/messages';
import { Navigate } from 'react-router';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingState } from '#web/components/ui/loading-state';
import { paths } from '#web/config/paths';
import { useSession } from '#web/lib/auth/session';
import { useQueue } from '#web/lib/offline/submission-queue';
import { ShareableResultOnPage } from '#web/lib/slots/shareable-result-on-page';
import { useLocalResults } from '../utils/local-results-store';
import { useScreeningHistory } from '../api/screening-history';
import { ScreeningResultView } from '../components/result-view';
import { resultsToShow, shownPending } from '../utils/results-to-show';

/**
 * The newest PHQ-9 or GAD-7 result (/tes-diri/phq-9/hasil): a user's from their account, a
 * visitor's from this device; never from the URL. The loader has checked there is one.
 */
export function ScreeningResultRoute({ code }: { code: ScoredScreeningCode }) {
  const { user } = useSession();
  const device = localResultsOf(useLocalResults(), code);
  const pending = shownPending(pendingResultsOf(useQueue(), code));
  const history = useScreeningHistory(code, { enabled: user !== null });

  if (user && history.isPending && pending.length === 0)
    return <LoadingState text={screeningResultMessages.loading} />;
  if (user && history.isError && device.length === 0 && pending.length === 0) {
    return (
      <ErrorState
        message={screeningResultMessages.loadFailed}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  const { results, onDevice } = resultsToShow(user !== null, history.data?.items, device, pending);
  // The results were just kept in the account or removed from this device meanwhile.
  if (results.length === 0) {
    return history.isFetching ? (
      <LoadingState text={screeningResultMessages.loading} />
    ) : (
      <Navigate to={paths.Screening.getHref(code)} replace />
    );
  }
  const shown = results[0]!;
  // The result on screen is the one the counsellor button offers (a queued one has no id yet).
  const shareable = shown.pending
    ? null
    : { ...shown, claimToken: onDevice ? device.find((r) => r.id === shown.id)?.claimToken : undefined };
  return (
    <ShareableResultOnPage value={shareable}>
      <ScreeningResultView code={code} results={results} onDevice={onDevice} loggedIn={user !== null} />
    </ShareableResultOnPage>
  );
}
