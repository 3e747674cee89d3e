import { resultLabels } from '@sehat/core/selftest/messages';
import type { ReactNode } from 'react';
import type { ResultPage } from '@sehat/core/selftest/result-display';
import { LoadingState } from '#web/components/ui/loading-state';
import { useSession } from '#web/lib/auth/session';
import { storedResult, useTestState } from '../utils/test-state-store';
import { useLatestResult } from '../api/get-latest-result';
import { ResultPageView } from '../components/result-page-view';
import { resultView } from '../utils/result-view';

/**
 * ResultIsNeurosis / ResultIsPsychotic / ResultIsPTSD / ResultIsNormal. The result comes from
 * this device's test state (never from the URL); the loader has already checked it exists and
 * belongs on this page. `keepResultsOffer` is the screenings' offer, handed in by the route table
 * (the screenings read this feature's state, so it cannot import them back, ADR 247).
 */
export function ResultRoute({ page, keepResultsOffer }: { page: ResultPage; keepResultsOffer: ReactNode }) {
  const { user } = useSession();
  const state = useTestState();
  const stored = storedResult(state);
  // After login only a summary is stored here: the details come from the server.
  const needsDetail = stored !== null && !stored.domains && user !== null;
  const latest = useLatestResult({ enabled: needsDetail });

  // Tes Ulang has just cleared the result; the app is already on its way to the test.
  if (!stored) return null;
  if (needsDetail && latest.isPending) return <LoadingState text={resultLabels.loading} />;
  const view = resultView(page, stored, latest.data ?? null);
  return (
    <ResultPageView page={page} view={view} loggedIn={user !== null} keepResultsOffer={keepResultsOffer} />
  );
}
