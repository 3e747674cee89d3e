import { nextStepsOf } from '@sehat/core/screenings/next-steps';
import { screeningItems } from '@sehat/core/screenings/items';
import type { ScreeningExport, ScreeningResult } from '@sehat/core/screenings/schemas';
import type { ScreeningSubmissionRow } from '../../db/schema/index';

/** The contract's result (api.md "More screenings"), with its id, the answers and today's next steps. */
export function presentScreeningResult(row: ScreeningSubmissionRow): ScreeningResult {
  return {
    id: row.id,
    code: row.code,
    score: row.score,
    band: row.band,
    crisis: row.crisis,
    jawaban: row.answers,
    nextSteps: nextStepsOf(row.code, row.band, row.crisis),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A result in the data export: each answer beside the question it answers. */
export function presentScreeningExport(row: ScreeningSubmissionRow): ScreeningExport {
  const items: readonly string[] = screeningItems[row.code];
  return {
    id: row.id,
    code: row.code,
    score: row.score,
    band: row.band,
    crisis: row.crisis,
    answers: row.answers.map((jawaban, i) => ({ nomor: i + 1, text: items[i] ?? '', jawaban })),
    createdAt: row.createdAt.toISOString(),
  };
}
