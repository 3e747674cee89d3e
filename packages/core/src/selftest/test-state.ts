import { z } from 'zod';
import { interpretScore, type ScoreBand } from './result-display';
import { domainScoreSchema } from './schemas';

/**
 * The spec's client test state (§3, §4): local-storage `testState` plus `lastTestResult`.
 * Pure transitions here; the web app stores the state after every change.
 */
const storedResultSchema = z.object({
  hasil: z.string(),
  severity: z.string(),
  id: z.number().int().optional(),
  score: z.number().int().optional(),
  domains: z.array(domainScoreSchema).optional(),
  crisis: z.boolean().optional(),
  createdAt: z.string().optional(),
});
/** The last result: `hasil` and `severity` always, the details when this device scored it. */
export type StoredResult = z.infer<typeof storedResultSchema>;

const scoreBands = ['sangatBaik', 'ringan', 'sedang', 'signifikan'] as const satisfies ScoreBand[];

const testStateSchema = z.object({
  testCompleted: z.boolean(),
  score: z.number().int().nullable(),
  /** The spec's score interpretation (§9), kept with the score. */
  resultType: z.enum(scoreBands).nullable(),
  hasilTesTerakhir: storedResultSchema.nullable(),
  lastTestDate: z.string().nullable(),
  userId: z.number().int().nullable(),
});
export type TestState = z.infer<typeof testStateSchema>;

/** `lastTestResult`: just `hasil` and `severity` (spec §3). */
export type LastTestResult = Pick<StoredResult, 'hasil' | 'severity'>;

export const emptyTestState: TestState = {
  testCompleted: false,
  score: null,
  resultType: null,
  hasilTesTerakhir: null,
  lastTestDate: null,
  userId: null,
};

/** Completing a test: the result, its score, now, and who took it. */
export function completeTest(
  result: StoredResult & { score: number },
  userId: number | null,
  now: Date,
): TestState {
  return {
    testCompleted: true,
    score: result.score,
    resultType: interpretScore(result.score),
    hasilTesTerakhir: result,
    lastTestDate: now.toISOString(),
    userId,
  };
}

/** The separate reset of spec §4 that clears only the score and its interpretation. */
export function resetScore(state: TestState): TestState {
  return { ...state, score: null, resultType: null };
}

/**
 * After login (spec §4): the server's last result, and testCompleted only when there is one.
 * The server's summary has no score, so score and resultType stay empty.
 */
export function restoreAfterLogin(
  userId: number,
  lastResult: { hasil: string; severity: string; createdAt: string } | null,
): TestState {
  if (!lastResult) return { ...emptyTestState, userId };
  return {
    ...emptyTestState,
    testCompleted: true,
    hasilTesTerakhir: { ...lastResult },
    lastTestDate: lastResult.createdAt,
    userId,
  };
}

/**
 * The user-id check of spec §4. A state that belongs to someone other than the viewer is
 * reset; a result is available only to a logged-in owner with a completed test. A visitor's
 * own (anonymous) state is kept, so their result pages keep working.
 */
export function checkUser(
  state: TestState,
  viewerId: number | null,
): { state: TestState; available: boolean } {
  if (state.userId !== viewerId) return { state: emptyTestState, available: false };
  return {
    state,
    available: viewerId !== null && state.testCompleted && state.hasilTesTerakhir !== null,
  };
}

/** The result a result page shows: the state's, else `lastTestResult` (spec §3). */
export function storedResultOf(state: TestState, lastTestResult: LastTestResult | null): StoredResult | null {
  return state.hasilTesTerakhir ?? lastTestResult;
}

/** Reads `testState` from storage; anything malformed counts as no state. */
export function parseTestState(raw: string | null): TestState {
  const parsed = testStateSchema.safeParse(safeJson(raw));
  return parsed.success ? parsed.data : emptyTestState;
}

/** Reads `lastTestResult`; invalid JSON is ignored (spec §8). */
export function parseLastTestResult(raw: string | null): LastTestResult | null {
  const parsed = storedResultSchema.pick({ hasil: true, severity: true }).safeParse(safeJson(raw));
  return parsed.success ? parsed.data : null;
}

function safeJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
