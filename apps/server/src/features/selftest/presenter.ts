import type { Answer } from '@sehat/core/selftest/scoring';
import type { Question, SelftestReport, SelftestResult } from '@sehat/core/selftest/schemas';
import type { LastResult } from '@sehat/core/user/user-schema';
import type { QuestionRow, ResultWithQuestions, ScreeningResultRow } from '../../db/schema/index';

export function presentSelftestQuestion(row: QuestionRow): Question {
  return { nomor: row.nomor, pertanyaan: row.pertanyaan, kategori: row.kategori, crisis: row.crisis };
}

/** `lastResult` of login and session. */
export function presentLastResult(
  row: Pick<ScreeningResultRow, 'hasil' | 'severity' | 'createdAt'>,
): LastResult {
  return { hasil: row.hasil!, severity: row.severity!, createdAt: row.createdAt.toISOString() };
}

/** The contract's result of an SRQ-29 row: `{hasil, severity, score, domains, crisis, createdAt}` and its id. */
export function presentResult(row: ScreeningResultRow): SelftestResult {
  return {
    id: row.id,
    hasil: row.hasil!,
    severity: row.severity!,
    score: row.score,
    domains: row.domains!,
    crisis: row.crisis,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A result with the questions as they were answered (the printable report, the data export). */
export function presentReport(row: ResultWithQuestions): SelftestReport {
  const answers = row.answers as Answer[];
  return {
    ...presentResult(row),
    answers: row.questions!.map((question, i) => ({ ...question, jawaban: answers[i]! })),
  };
}
