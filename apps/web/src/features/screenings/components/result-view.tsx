import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { screeningCatalogue, screeningResultMessages } from '@sehat/core/screenings/messages';
import { CrisisHelp } from '#web/components/crisis/crisis-help';
import { ResultLayout } from '#web/components/result/result-layout';
import { ResultSection } from '#web/components/result/result-section';
import { KeepResultsOffer } from './keep-results-offer';
import { SaveToAccount } from '#web/components/screenings/save-to-account';
import { ScoreTrend } from '#web/components/screenings/score-trend';
import { paths } from '#web/config/paths';
import type { ShownResult } from '../utils/results-to-show';
import { NextSteps } from './next-steps';
import { PendingNote } from '#web/components/offline/pending-note';
import { ResultActions } from './result-actions';
import { ResultAnswers } from './result-answers';
import { ResultMeaning } from './result-meaning';
import { ResultRule } from './result-rule';
import { ResultScoreCard } from './result-score-card';

/**
 * A PHQ-9 or GAD-7 result: after an item-9 answer above 0, the crisis help first (the same box as
 * SRQ-29's); then the score and its band, what it means and is not, next steps in tiers, the
 * scores over time, the answers, and the rule with its source.
 */
export function ScreeningResultView({
  code,
  results,
  onDevice,
  loggedIn,
}: {
  code: ScoredScreeningCode;
  /** Newest first; the first is the one this page is about. */
  results: readonly ShownResult[];
  onDevice: boolean;
  loggedIn: boolean;
}) {
  const result = results[0]!;
  const name = screeningCatalogue[code].name;
  return (
    <ResultLayout
      title={screeningResultMessages.pageTitle(name)}
      eyebrow={screeningResultMessages.eyebrow}
      crisisHelp={
        result.crisis && (
          <CrisisHelp
            returnPath={paths.ScreeningResult.getHref(code)}
            text={screeningResultMessages.crisisText}
          />
        )
      }
    >
      {result.pending && <PendingNote loggedIn={loggedIn} />}
      <KeepResultsOffer />
      <ResultScoreCard code={code} result={result} />
      <ResultMeaning code={code} result={result} />
      <NextSteps code={code} result={result} />
      {results.length > 1 && (
        <ResultSection>
          <ScoreTrend code={code} results={results} />
        </ResultSection>
      )}
      <ResultAnswers code={code} result={result} />
      <ResultRule code={code} />
      {onDevice && !loggedIn && <SaveToAccount returnPath={paths.ScreeningResult.getHref(code)} />}
      <ResultActions code={code} loggedIn={loggedIn} />
    </ResultLayout>
  );
}
