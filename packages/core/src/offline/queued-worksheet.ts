import type { Worksheet } from '../programs/worksheet';
import type { ScreeningAnswer } from '../screenings/instruments';
import { answersProblem } from '../screenings/scoring';

/**
 * A programme session's worksheet and PHQ-9 "sent" without a connection (ADR 238), kept on the
 * device until the server stores it. `refused`: the server's reason when it would not, in its
 * own Indonesian words; such an entry waits for the person to change and retry or discard it,
 * and is never sent on its own again.
 */
export interface QueuedWorksheet {
  clientId: string;
  kind: 'worksheet';
  code: string;
  nomor: number;
  worksheet: Worksheet;
  phq9: ScreeningAnswer[];
  takenAt: string;
  refused?: string;
}

const isWorksheet = (value: unknown): value is Worksheet =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((answer) => typeof answer === 'string');

/** The entry's own fields checked (clientId and takenAt are the queue's), or null. */
export function toQueuedWorksheet(
  value: Record<string, unknown>,
  common: { clientId: string; takenAt: string },
): QueuedWorksheet | null {
  const { code, nomor, worksheet, phq9, refused } = value;
  if (typeof code !== 'string' || code === '' || !Number.isInteger(nomor) || (nomor as number) < 1) {
    return null;
  }
  if (!isWorksheet(worksheet) || !Array.isArray(phq9) || answersProblem('phq9', phq9) !== null) return null;
  if (refused !== undefined && typeof refused !== 'string') return null;
  return {
    ...common,
    kind: 'worksheet',
    code,
    nomor: nomor as number,
    worksheet,
    phq9: phq9 as ScreeningAnswer[],
    ...(refused === undefined ? {} : { refused }),
  };
}

/** The worksheet of one session waiting on this device, if any (one per session). */
export function queuedWorksheetOf(
  list: readonly { kind: string }[],
  code: string,
  nomor: number,
): QueuedWorksheet | undefined {
  return list.find(
    (entry): entry is QueuedWorksheet =>
      entry.kind === 'worksheet' &&
      (entry as QueuedWorksheet).code === code &&
      (entry as QueuedWorksheet).nomor === nomor,
  );
}
