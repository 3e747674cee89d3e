import { clockText } from '../service-hours/describe';
import type { InboxUser } from './admin-schemas';
import { zonedParts } from './time-zone';

/** Where a waiting person stands against their response target, on the viewer's clock. */
export type ResponseWait =
  | { overdue: true; waitedMinutes: number }
  | {
      overdue: false;
      waitedMinutes: number;
      /** The due time as a clock in the viewer's zone, e.g. '17.45'; null without a due time. */
      dueClock: string | null;
      /** Whole minutes left, rounded up: 1 until the very moment it is due. */
      minutesLeft: number | null;
    };

type WaitingEntry = Pick<InboxUser, 'status' | 'awaitingSince' | 'firstResponseDueAt' | 'overdue'>;

/**
 * The inbox's view of the wait (ADR 192): null when nobody waits (answered, or resolved);
 * overdue when the server says so or the due time has passed on this clock, so a list left
 * open marks it in time; otherwise the due time and the minutes left before it.
 */
export function responseWait(entry: WaitingEntry, now: Date, timeZone: string): ResponseWait | null {
  if (entry.status !== 'open' || !entry.awaitingSince) return null;
  const waitedMinutes = Math.max(0, Math.floor((now.getTime() - Date.parse(entry.awaitingSince)) / 60_000));
  const dueAt = entry.firstResponseDueAt === null ? null : new Date(entry.firstResponseDueAt);
  if (entry.overdue || (dueAt !== null && dueAt.getTime() <= now.getTime())) {
    return { overdue: true, waitedMinutes };
  }
  if (dueAt === null) return { overdue: false, waitedMinutes, dueClock: null, minutesLeft: null };
  const { hour, minute } = zonedParts(dueAt, timeZone);
  return {
    overdue: false,
    waitedMinutes,
    dueClock: clockText(hour * 60 + minute, '.'),
    minutesLeft: Math.ceil((dueAt.getTime() - now.getTime()) / 60_000),
  };
}
