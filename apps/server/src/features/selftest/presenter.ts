import type { Question, SelftestReport, SelftestResult } from '@sehat/core/selftest/schemas';
import type { LastResult } from '@sehat/core/user/user-schema';
import type { QuestionRow, SubmissionRow } from '../../db/schema/index';

export function presentSelftestQuestion(row: QuestionRow): Question {
  return { nomor: row.nomor, pertanyaan: row.pertanyaan, kategori: row.kategori, crisis: row.crisis };
}

/** The contract's result: `{hasil, severity, score, domains, crisis, createdAt}` and its id. */
export function presentResult(row: Omit<SubmissionRow, 'answers'>): SelftestResult {
  return {
    id: row.id,
    hasil: row.hasil,
    severity: row.severity,
    score: row.score,
    domains: row.domains,
    crisis: row.crisis,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A result with the questions and answers it was scored from (the printable report). */
export function presentReport(row: SubmissionRow): SelftestReport {
  return { ...presentResult(row), answers: row.answers };
}

/** `lastResult` of login and session. */
export function presentLastResult(row: Pick<SubmissionRow, 'hasil' | 'severity' | 'createdAt'>): LastResult {
  return { hasil: row.hasil, severity: row.severity, createdAt: row.createdAt.toISOString() };
}
