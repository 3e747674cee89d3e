import { useCallback, useEffect, useState } from 'react';
import { progressAnswers, type ScreeningProgress } from '@sehat/core/screenings/answer-progress';
import type { ScoredScreeningCode, ScreeningAnswer } from '@sehat/core/screenings/instruments';
import { screeningItems } from '@sehat/core/screenings/items';
import { readScreeningProgress, saveScreeningProgress } from '../../../lib/screenings/progress-store';

/**
 * The answers of a PHQ-9 or GAD-7 being taken: saved in this tab as they are given, so a reload
 * or Back and Forward come back to them; cleared once the test is sent.
 */
export function useScreeningAnswers(code: ScoredScreeningCode) {
  const [answers, setAnswers] = useState<ScreeningProgress>(() => readScreeningProgress(code));
  useEffect(() => saveScreeningProgress(code, answers), [code, answers]);
  const total = screeningItems[code].length;
  const numbers = Array.from({ length: total }, (_, i) => i + 1);

  /** Takes over choices the page shows but the state lacks (made before the app ran). */
  const adopt = useCallback(
    (chosen: ScreeningProgress) =>
      setAnswers((current) =>
        Object.entries(chosen).every(([nomor, value]) => current[Number(nomor)] === value)
          ? current
          : { ...current, ...chosen },
      ),
    [],
  );

  return {
    answers,
    total,
    answered: numbers.filter((nomor) => answers[nomor] !== undefined).length,
    unanswered: numbers.filter((nomor) => answers[nomor] === undefined),
    /** In item order, or null while any item is unanswered. */
    jawaban: progressAnswers(answers, code),
    answer: (nomor: number, value: ScreeningAnswer) =>
      setAnswers((current) => ({ ...current, [nomor]: value })),
    adopt,
    /** The test was sent: its answers leave this tab's storage. */
    finish: () => {
      saveScreeningProgress(code, {});
      setAnswers({});
    },
  };
}
