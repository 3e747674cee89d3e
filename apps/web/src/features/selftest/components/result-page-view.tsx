import type { ReactNode } from 'react';
import { resultLabels } from '@sehat/core/selftest/messages';
import { articleCategory, type ResultPage } from '@sehat/core/selftest/result-display';
import { resultText } from '@sehat/core/selftest/result-content';
import { useLocation } from 'react-router';
import { ResultLayout } from '#web/components/result/result-layout';
import { SaveToAccount } from '#web/components/screenings/save-to-account';
import { storedResult, useTestState } from '../utils/test-state-store';
import type { ResultView } from '../utils/result-view';
import { AlsoDetected } from './also-detected';
import { CrisisHelp } from '#web/components/crisis/crisis-help';
import { DiagnosisCard } from './diagnosis-card';
import { RelatedArticles } from './related-articles';
import { ResultActions } from './result-actions';
import { ResultAdvice } from './result-advice';
import { ResultTopics } from './result-topics';

/**
 * One result page: help first when needed, the offer to keep a visitor's result in the account,
 * the diagnosis card, advice, the corner's topic pages, then sources, Tes Ulang.
 */
export function ResultPageView({
  page,
  view,
  loggedIn,
  keepResultsOffer,
}: {
  page: ResultPage;
  view: ResultView;
  loggedIn: boolean;
  /** The screenings' offer (`KeepResultsOffer`), handed in by the route table (ADR 247). */
  keepResultsOffer: ReactNode;
}) {
  const text = resultText(view.contentKey, view.severity, view.crisis);
  const { pathname } = useLocation();
  const testState = useTestState();
  // A visitor's result, on this device only: the way to keep it in an account, as for PHQ-9.
  const visitorsOwn = !loggedIn && testState.userId === null && Boolean(storedResult(testState)?.claimToken);
  return (
    <ResultLayout
      title={resultLabels.pageTitle}
      eyebrow={resultLabels.eyebrow}
      crisisHelp={view.crisis && <CrisisHelp />}
    >
      {keepResultsOffer}
      <DiagnosisCard view={view} summary={text.summary} />
      {view.alsoDetected.length > 0 && <AlsoDetected domains={view.alsoDetected} />}
      <ResultAdvice text={text} />
      <ResultTopics page={page} />
      <RelatedArticles category={articleCategory(page)} />
      {visitorsOwn && <SaveToAccount returnPath={pathname} />}
      <ResultActions loggedIn={loggedIn} />
    </ResultLayout>
  );
}
