import { bandRanges } from '@sehat/core/screenings/bands';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { bandLabels, bandMeanings, screeningResultMessages } from '@sehat/core/screenings/messages';
import type { ShownResult } from '../utils/results-to-show';
import { ResultList, ResultSection } from '#web/components/result/result-section';

/** Bands whose meaning reassures: after a crisis answer they are stated as a plain range instead. */
const reassuring = new Set(['minimal', 'ringan']);

/**
 * What the band means, and what the score is not. A result never contradicts a crisis answer:
 * after one, a low band is given as its range only, without "nothing to worry about".
 */
export function ResultMeaning({ code, result }: { code: ScoredScreeningCode; result: ShownResult }) {
  const meanings: Partial<Record<string, string>> = bandMeanings[code];
  const range = bandRanges[code].find((r) => r.band === result.band)!;
  const meaning =
    result.crisis && reassuring.has(result.band)
      ? screeningResultMessages.scoreInBand(bandLabels[result.band], range.min, range.max)
      : meanings[result.band];
  return (
    <>
      <ResultSection titleId="meaning-title" title={screeningResultMessages.meaning}>
        <p>{meaning}</p>
      </ResultSection>
      <ResultSection titleId="not-title" title={screeningResultMessages.notTitle}>
        <ResultList lines={screeningResultMessages.not} />
      </ResultSection>
    </>
  );
}
