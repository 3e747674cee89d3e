import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { answerLabels, screeningItems, screeningStems } from '@sehat/core/screenings/items';
import { screeningResultMessages } from '@sehat/core/screenings/messages';
import type { ShownResult } from '../utils/results-to-show';
import { ResultNote, ResultSection } from '#web/components/result/result-section';
import styles from './result.module.css';

/** The answers the score was counted from, item by item: to read again, or to print for a visit. */
export function ResultAnswers({ code, result }: { code: ScoredScreeningCode; result: ShownResult }) {
  return (
    <ResultSection titleId="answers-title" title={screeningResultMessages.answersTitle}>
      <ResultNote>{screeningStems[code]}</ResultNote>
      <ol className={styles.answers}>
        {screeningItems[code].map((text, i) => (
          <li key={text}>
            <span>{text}</span>
            <strong>{answerLabels[result.jawaban[i] ?? 0]}</strong>
          </li>
        ))}
      </ol>
    </ResultSection>
  );
}
