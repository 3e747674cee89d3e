import { maxScoreOf } from '@sehat/core/screenings/bands';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { bandLabels, screeningResultMessages } from '@sehat/core/screenings/messages';
import { formatDate } from '@sehat/core/time/format';
import { ResultCard, ResultCrisisNote, ResultFacts } from '#web/components/result/result-card';
import { bandTone } from '../utils/band-tone';
import type { ShownResult } from '../utils/results-to-show';
import { BandScale } from './band-scale';

/**
 * The score out of the maximum, its band on the scale, the date, and that this is no diagnosis.
 * After an item-9 answer above 0 the card says first that this answer counts more than the score.
 */
export function ResultScoreCard({ code, result }: { code: ScoredScreeningCode; result: ShownResult }) {
  return (
    <ResultCard
      titleId="score-title"
      title={`${screeningResultMessages.score} ${screeningResultMessages.scoreOf(result.score, maxScoreOf(code))}`}
      level={`${screeningResultMessages.band} ${bandLabels[result.band]}`}
      tone={bandTone(result.band)}
      crisis={result.crisis}
      caveat={screeningResultMessages.caveat}
    >
      <BandScale code={code} result={result} />
      {result.crisis && <ResultCrisisNote>{screeningResultMessages.crisisMeaning}</ResultCrisisNote>}
      <ResultFacts
        facts={[{ term: screeningResultMessages.testedOn, value: formatDate(result.createdAt) }]}
      />
    </ResultCard>
  );
}
