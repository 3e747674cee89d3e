import type { QuestionsResponse, SelftestResult } from '@sehat/core/selftest/schemas';
import { srq29Questions } from '@sehat/core/selftest/srq29';

/** The seeded SRQ-29 as GET /api/selftest/questions answers it. */
export const srq29Answer: QuestionsResponse = {
  questions: srq29Questions.map((question, index) => ({ nomor: index + 1, ...question })),
  revision: 'awal',
  neurosisCutoff: 6,
};

/** A scored submission as POST /api/selftest/submissions answers it. */
export function scoredResult(result: Partial<SelftestResult> = {}): SelftestResult {
  return {
    id: 1,
    hasil: 'Normal',
    severity: 'Normal',
    score: 0,
    domains: [],
    crisis: false,
    createdAt: new Date().toISOString(),
    ...result,
  };
}
