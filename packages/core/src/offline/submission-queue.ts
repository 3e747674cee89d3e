import {
  isScoredScreeningCode,
  isScreeningAnswer,
  type ScoredScreeningCode,
  type ScreeningAnswer,
} from '../screenings/instruments';
import { answersProblem, scoreScreening, type ScreeningScore } from '../screenings/scoring';
import type { Answer } from '../selftest/scoring';
import { toQueuedWorksheet, type QueuedWorksheet } from './queued-worksheet';

/**
 * A test taken, or a programme worksheet filled, without a connection, kept on the device until
 * it can be sent (ADRs 160, 238). The `clientId` makes the send idempotent: the server stores it
 * once however often it arrives.
 */
export type QueuedSubmission =
  | { clientId: string; kind: 'srq29'; jawaban: Answer[]; revision: string; takenAt: string }
  | { clientId: string; kind: ScoredScreeningCode; jawaban: ScreeningAnswer[]; takenAt: string }
  | QueuedWorksheet;

/** The most a device keeps waiting; past it the oldest tests drop off, never a worksheet's text. */
export const queueLimit = 50;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toQueued(value: unknown): QueuedSubmission | null {
  if (!isRecord(value)) return null;
  const { clientId, kind, jawaban, revision, takenAt } = value;
  if (typeof clientId !== 'string' || clientId === '') return null;
  if (typeof takenAt !== 'string' || Number.isNaN(Date.parse(takenAt))) return null;
  if (kind === 'worksheet') return toQueuedWorksheet(value, { clientId, takenAt });
  if (!Array.isArray(jawaban)) return null;
  if (kind === 'srq29') {
    if (typeof revision !== 'string' || jawaban.length === 0) return null;
    if (!jawaban.every((answer) => answer === 0 || answer === 1)) return null;
    return { clientId, kind, jawaban: jawaban as Answer[], revision, takenAt };
  }
  if (!isScoredScreeningCode(kind) || answersProblem(kind, jawaban) !== null) return null;
  return { clientId, kind, jawaban: jawaban.filter(isScreeningAnswer), takenAt };
}

/** The stored queue; malformed entries are dropped one by one (parsed by hand: no zod here). */
export function parseQueue(raw: string | null): QueuedSubmission[] {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.map(toQueued).filter((entry): entry is QueuedSubmission => entry !== null);
}

const sameSession = (queued: QueuedSubmission, entry: QueuedSubmission) =>
  queued.kind === 'worksheet' &&
  entry.kind === 'worksheet' &&
  queued.code === entry.code &&
  queued.nomor === entry.nomor;

/**
 * The queue with `entry` last (once per clientId, and a worksheet once per session: the newest
 * replaces it), at most `queueLimit` long.
 */
export function withQueued(list: readonly QueuedSubmission[], entry: QueuedSubmission): QueuedSubmission[] {
  const next = [
    ...list.filter((queued) => queued.clientId !== entry.clientId && !sameSession(queued, entry)),
    entry,
  ];
  let over = next.length - queueLimit;
  return next.filter((queued) => queued.kind === 'worksheet' || over-- <= 0);
}

/** The queue with the worksheet `clientId` kept but marked refused, for the reason given. */
export function withRefused(
  list: readonly QueuedSubmission[],
  clientId: string,
  refused: string,
): QueuedSubmission[] {
  return list.map((queued) =>
    queued.clientId === clientId && queued.kind === 'worksheet' ? { ...queued, refused } : queued,
  );
}

/** What the device sends on its own: all but the worksheets the server refused. */
export const sendableOf = (list: readonly QueuedSubmission[]): QueuedSubmission[] =>
  list.filter((queued) => queued.kind !== 'worksheet' || queued.refused === undefined);

export function withoutQueued(list: readonly QueuedSubmission[], clientId: string): QueuedSubmission[] {
  return list.filter((queued) => queued.clientId !== clientId);
}

/** A queued PHQ-9 or GAD-7 scored on the device, as its result page shows it. */
export interface PendingScreeningResult extends ScreeningScore {
  clientId: string;
  code: ScoredScreeningCode;
  jawaban: ScreeningAnswer[];
  createdAt: string;
}

/** One screening's queued results, newest first, scored by the same rule as the server's. */
export function pendingResultsOf(
  list: readonly QueuedSubmission[],
  code: ScoredScreeningCode,
): PendingScreeningResult[] {
  return list
    .flatMap((entry) =>
      entry.kind === code
        ? [
            {
              clientId: entry.clientId,
              code,
              jawaban: entry.jawaban,
              createdAt: entry.takenAt,
              ...scoreScreening(code, entry.jawaban as ScreeningAnswer[]),
            },
          ]
        : [],
    )
    .reverse();
}
