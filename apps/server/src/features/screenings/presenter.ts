import { nextStepsOf } from '@sehat/core/screenings/next-steps';
import { screeningItems } from '@sehat/core/screenings/items';
import type { ScoredScreeningCode, ScreeningAnswer } from '@sehat/core/screenings/instruments';
import type { ScreeningExport, ScreeningResult } from '@sehat/core/screenings/schemas';
import type { ScreeningResultRow } from '../../db/schema/index';

/** A PHQ-9 or GAD-7 row's own parts (the table's check keeps them there). */
const scoredParts = (row: ScreeningResultRow) => ({
  code: row.code as ScoredScreeningCode,
  band: row.band!,
  answers: row.answers as ScreeningAnswer[],
});

/** The contract's result (api.md "More screenings"), with its id, the answers and today's next steps. */
export function presentScreeningResult(row: ScreeningResultRow): ScreeningResult {
  const { code, band, answers } = scoredParts(row);
  return {
    id: row.id,
    code,
    score: row.score,
    band,
    crisis: row.crisis,
    jawaban: answers,
    nextSteps: nextStepsOf(code, band, row.crisis),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A result in the data export: each answer beside the question it answers. */
export function presentScreeningExport(row: ScreeningResultRow): ScreeningExport {
  const { code, band, answers } = scoredParts(row);
  const items: readonly string[] = screeningItems[code];
  return {
    id: row.id,
    code,
    score: row.score,
    band,
    crisis: row.crisis,
    answers: answers.map((jawaban, i) => ({ nomor: i + 1, text: items[i] ?? '', jawaban })),
    createdAt: row.createdAt.toISOString(),
  };
}
