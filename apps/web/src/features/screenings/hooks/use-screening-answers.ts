import { useCallback, useEffect, useState } from 'react';
import { progressAnswers, type ScreeningProgress } from '@sehat/core/screenings/answer-progress';
import type { ScoredScreeningCode, ScreeningAnswer } from '@sehat/core/screenings/instruments';
import { screeningItems } from '@sehat/core/screenings/items';
import { readScreeningProgress, saveScreeningProgress } from '../utils/progress-store';
import { useHydrated } from '#web/lib/use-hydrated';

const noAnswers: ScreeningProgress = {};

/**
 * The answers of a PHQ-9 or GAD-7 being taken: saved in this tab as they are given, so a reload
 * or Back and Forward come back to them; cleared once the test is sent.
 */
export function useScreeningAnswers(code: ScoredScreeningCode) {
  // A server-rendered page hydrates without the saved answers (the server knows none, so the
  // first render matches its HTML: no #418), then shows them; what is chosen here is saved.
  const hydrated = useHydrated();
  const [own, setOwn] = useState<ScreeningProgress | null>(null);
  const answers = own ?? (hydrated ? readScreeningProgress(code) : noAnswers);
  const setAnswers = (update: (current: ScreeningProgress) => ScreeningProgress) =>
    setOwn((current) => update(current ?? readScreeningProgress(code)));
  useEffect(() => {
    if (own) saveScreeningProgress(code, own);
  }, [code, own]);
  const total = screeningItems[code].length;
  const numbers = Array.from({ length: total }, (_, i) => i + 1);

  /** Takes over choices the page shows but the state lacks (made before the app ran). */
  const adopt = useCallback(
    (chosen: ScreeningProgress) =>
      setOwn((stored) => {
        const current = stored ?? readScreeningProgress(code);
        const known = Object.entries(chosen).every(([nomor, value]) => current[Number(nomor)] === value);
        return known ? current : { ...current, ...chosen };
      }),
    [code],
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
      setOwn({});
    },
  };
}
