import type { QuestionsResponse } from '@sehat/core/selftest/schemas';
import { scoreAnswers, type Answer, type Score } from '@sehat/core/selftest/scoring';

/**
 * A test sent without a connection is scored here, by the same rule and cut-off as the server
 * (the questions' answer names it), so the result shows at once (ADR 160).
 */
export function scoreOnDevice(
  questionnaire: QuestionsResponse,
  jawaban: Answer[],
  takenAt: Date,
): Score & { createdAt: string } {
  const { neurosisCutoff } = questionnaire;
  return {
    ...scoreAnswers(questionnaire.questions, jawaban, { neurosisCutoff }),
    createdAt: takenAt.toISOString(),
  };
}
