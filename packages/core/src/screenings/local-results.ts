import { isBandOf, type ScreeningBand } from './bands';
import {
  isScoredScreeningCode,
  isScreeningAnswer,
  type ScoredScreeningCode,
  type ScreeningAnswer,
} from './instruments';
import { answersProblem, scoreScreening } from './scoring';

/**
 * A visitor's result kept on their device (localStorage): everything the result page, the trend
 * and a later "keep in my account" need. `claimToken` is the proof, given once by the server,
 * that this device took the test. Parsing is by hand: the pages that read it load no zod.
 */
export interface LocalScreeningResult {
  id: number;
  code: ScoredScreeningCode;
  score: number;
  band: ScreeningBand;
  crisis: boolean;
  jawaban: ScreeningAnswer[];
  createdAt: string;
  claimToken: string;
}

/** The newest results a device keeps; older ones drop off. */
export const localResultsLimit = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One stored entry, or null when anything is off, including a score that its answers do not give. */
function toLocalResult(value: unknown): LocalScreeningResult | null {
  if (!isRecord(value)) return null;
  const { id, code, score, band, crisis, jawaban, createdAt, claimToken } = value;
  if (
    !Number.isSafeInteger(id) ||
    !isScoredScreeningCode(code) ||
    !Array.isArray(jawaban) ||
    answersProblem(code, jawaban) !== null ||
    typeof createdAt !== 'string' ||
    Number.isNaN(Date.parse(createdAt)) ||
    typeof claimToken !== 'string' ||
    claimToken === '' ||
    !isBandOf(code, band)
  ) {
    return null;
  }
  const answers = jawaban.filter(isScreeningAnswer);
  const scored = scoreScreening(code, answers);
  if (scored.score !== score || scored.band !== band || scored.crisis !== crisis) return null;
  return { id: id as number, code, ...scored, jawaban: answers, createdAt, claimToken };
}

/** Reads the stored list; malformed entries are dropped one by one, the rest kept in order. */
export function parseLocalResults(raw: string | null): LocalScreeningResult[] {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.map(toLocalResult).filter((result): result is LocalScreeningResult => result !== null);
}

/** The list with `result` added, oldest first, at most `localResultsLimit` long. */
export function withLocalResult(
  list: readonly LocalScreeningResult[],
  result: LocalScreeningResult,
): LocalScreeningResult[] {
  return [...list.filter((r) => r.id !== result.id), result].slice(-localResultsLimit);
}

/** One screening's results, newest first (as the API lists them). */
export function localResultsOf(
  list: readonly LocalScreeningResult[],
  code: ScoredScreeningCode,
): LocalScreeningResult[] {
  return list.filter((r) => r.code === code).reverse();
}
