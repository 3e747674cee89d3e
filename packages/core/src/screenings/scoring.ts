import { bandOf, type ScreeningBand } from './bands';
import { byPosition, decideRisk, fixedRiskItems } from '../risk/risk-items';
import { isScreeningAnswer, type ScoredScreeningCode, type ScreeningAnswer } from './instruments';
import { screeningItems } from './items';

export interface ScreeningScore {
  score: number;
  band: ScreeningBand;
  /** A risk item answered (core's risk model): help comes first, whatever the total. */
  crisis: boolean;
}

/** Why a list of answers cannot be scored: the wrong number of them, or a value other than 0–3. */
export type AnswersProblem = 'count' | 'value';

export function answersProblem(
  code: ScoredScreeningCode,
  jawaban: readonly unknown[],
): AnswersProblem | null {
  if (jawaban.length !== screeningItems[code].length) return 'count';
  return jawaban.every(isScreeningAnswer) ? null : 'value';
}

/**
 * Scores one PHQ-9 or GAD-7: the total of the answers (0–3 each), its band, and the risk
 * model's crisis decision. Answers that do not fit the instrument are a programming error here; requests are
 * checked with `answersProblem` first.
 */
export function scoreScreening(
  code: ScoredScreeningCode,
  jawaban: readonly ScreeningAnswer[],
): ScreeningScore {
  const problem = answersProblem(code, jawaban);
  if (problem) throw new RangeError(`${code}: answers do not fit (${problem})`);
  const score = jawaban.reduce<number>((sum, answer) => sum + answer, 0);
  return {
    score,
    band: bandOf(code, score),
    crisis: decideRisk(fixedRiskItems[code], byPosition(jawaban)).crisis,
  };
}
