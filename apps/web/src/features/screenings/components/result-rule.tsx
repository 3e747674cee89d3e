import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { screeningResultMessages, screeningRules } from '@sehat/core/screenings/messages';
import { ResultNote, ResultSection } from '#web/components/result/result-section';

/** How the score was counted and banded, and the publications it rests on. */
export function ResultRule({ code }: { code: ScoredScreeningCode }) {
  const { rule, source } = screeningRules[code];
  return (
    <ResultSection titleId="rule-title" title={screeningResultMessages.ruleTitle}>
      <p>{rule}</p>
      <ResultNote>{source}</ResultNote>
    </ResultSection>
  );
}
