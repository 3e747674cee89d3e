import { isKategori, isSeverity } from './constants';
import { interpretScore, type ScoreBand } from './result-display';
import type { DomainScore } from './scoring';

/**
 * The spec's client test state (§3, §4): local-storage `testState` plus `lastTestResult`.
 * Pure transitions here; the web app stores the state after every change. Parsing is written
 * by hand so the header, which reads the state on every page, does not pull in zod.
 */

/** The last result: `hasil` and `severity` always, the details when this device scored it. */
export interface StoredResult {
  hasil: string;
  severity: string;
  id?: number;
  score?: number;
  domains?: DomainScore[];
  crisis?: boolean;
  createdAt?: string;
  /** A visitor's result: what attaches it to the account they sign in to, if they agree (ADR 113). */
  claimToken?: string;
}

export interface TestState {
  testCompleted: boolean;
  score: number | null;
  /** The spec's score interpretation (§9), kept with the score. */
  resultType: ScoreBand | null;
  hasilTesTerakhir: StoredResult | null;
  lastTestDate: string | null;
  userId: number | null;
}

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
 * A visitor who logs in (or registers) from their result page, e.g. to chat after a crisis
 * answer, keeps the result they just got on this device: it becomes the new user's. Any other
 * state is left as it is (the user-id check then treats it as usual).
 */
export function adoptVisitorResult(state: TestState, userId: number): TestState {
  const visitorResult = state.userId === null && state.testCompleted && state.hasilTesTerakhir !== null;
  return visitorResult ? { ...state, userId } : state;
}

/**
 * The visitor's result was attached to the account `userId` (ADR 113): it is theirs now, on
 * this device too, and its token is spent.
 */
export function claimedResult(state: TestState, userId: number): TestState {
  const result = state.hasilTesTerakhir;
  if (!result?.claimToken) return state;
  const { claimToken: _spent, ...kept } = result;
  return { ...state, hasilTesTerakhir: kept, userId };
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
  const value = safeJson(raw);
  if (!isRecord(value)) return emptyTestState;
  const { testCompleted, score, resultType, hasilTesTerakhir, lastTestDate, userId } = value;
  const result = hasilTesTerakhir === null ? null : toStoredResult(hasilTesTerakhir);
  const valid =
    typeof testCompleted === 'boolean' &&
    isNullable(score, isInteger) &&
    isNullable(resultType, isScoreBand) &&
    (hasilTesTerakhir === null || result !== null) &&
    isNullable(lastTestDate, isString) &&
    isNullable(userId, isInteger);
  if (!valid) return emptyTestState;
  return { testCompleted, score, resultType, hasilTesTerakhir: result, lastTestDate, userId } as TestState;
}

/** Reads `lastTestResult`; invalid JSON is ignored (spec §8). */
export function parseLastTestResult(raw: string | null): LastTestResult | null {
  const value = safeJson(raw);
  if (!isRecord(value) || !isString(value.hasil) || !isString(value.severity)) return null;
  return { hasil: value.hasil, severity: value.severity };
}

const scoreBands: readonly unknown[] = ['sangatBaik', 'ringan', 'sedang', 'signifikan'] satisfies ScoreBand[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const isString = (value: unknown): value is string => typeof value === 'string';
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isScoreBand = (value: unknown): value is ScoreBand => scoreBands.includes(value);
const isNullable = (value: unknown, check: (v: unknown) => boolean) => value === null || check(value);

function isDomainScore(value: unknown): value is DomainScore {
  return (
    isRecord(value) &&
    isKategori(value.kategori) &&
    isInteger(value.yes) &&
    isInteger(value.total) &&
    typeof value.flagged === 'boolean' &&
    isNullable(value.severity, isSeverity)
  );
}

/** A stored result with its known fields checked; extra fields are dropped. */
function toStoredResult(value: unknown): StoredResult | null {
  if (!isRecord(value) || !isString(value.hasil) || !isString(value.severity)) return null;
  const { id, score, domains, crisis, createdAt, claimToken } = value;
  const optionalValid =
    (id === undefined || isInteger(id)) &&
    (score === undefined || isInteger(score)) &&
    (domains === undefined || (Array.isArray(domains) && domains.every(isDomainScore))) &&
    (crisis === undefined || typeof crisis === 'boolean') &&
    (createdAt === undefined || isString(createdAt)) &&
    (claimToken === undefined || isString(claimToken));
  if (!optionalValid) return null;
  return {
    hasil: value.hasil,
    severity: value.severity,
    ...(id === undefined ? {} : { id }),
    ...(score === undefined ? {} : { score }),
    ...(domains === undefined ? {} : { domains }),
    ...(crisis === undefined ? {} : { crisis }),
    ...(createdAt === undefined ? {} : { createdAt }),
    ...(claimToken === undefined ? {} : { claimToken }),
  } as StoredResult;
}

function safeJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
